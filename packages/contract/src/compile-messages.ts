import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * Messages (a folder per language, a JSON file per section: the site's src/messages, the contract's messages),
 * compiled at build time: each message is an ICU MessageFormat string, a text without arguments stays a string and
 * one with arguments becomes a function of them (plurals chosen by the language's CLDR rules, `Intl.PluralRules`).
 * Nothing parses a message where it is said. For build tools only: the parser is a development dependency.
 */

/** A section as its JSON file holds it: messages, grouped in objects. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** What an argument of a message holds: a count for a plural, a choice for a select, else a text or a number. */
type ArgumentKind = 'number' | 'choice' | 'text';

/** Raised for a message file the site cannot use; the message names the file and the key. */
export class MessageError extends Error {
  override name = 'MessageError';
}

const parseMessage = (message: string, where: string) => {
  try {
    return parse(message, { ignoreTag: true, requiresOtherClause: true });
  } catch (error) {
    throw new MessageError(`${where}: ${(error as Error).message} in "${message}"`);
  }
};

/** Each message of a tree by its dotted key ('offline.call'). */
export function messagesOf(tree: MessageTree, where: string, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, message] of messagesOf(value, where, path)) found.set(inner, message);
    else throw new MessageError(`${where}: "${path}" is neither a message nor a group of messages.`);
  }
  return found;
}

/** The arguments a message takes, by name. */
export function argumentsOf(
  elements: readonly MessageFormatElement[],
  found = new Map<string, ArgumentKind>(),
): Map<string, ArgumentKind> {
  for (const element of elements) {
    if (element.type === TYPE.argument) {
      if (!found.has(element.value)) found.set(element.value, 'text');
    } else if (element.type === TYPE.plural) {
      found.set(element.value, 'number');
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TYPE.select) {
      if (found.get(element.value) !== 'number') found.set(element.value, 'choice');
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

/** The arguments a message writes out (`{name}`, a plural's `#`), not only chooses a form by. */
function writtenArguments(
  elements: readonly MessageFormatElement[],
  count?: string,
  found = new Set<string>(),
) {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.add(element.value);
    else if (element.type === TYPE.pound && count !== undefined) found.add(count);
    else if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options))
        writtenArguments(option.value, element.type === TYPE.plural ? element.value : count, found);
  }
  return found;
}

/** A message as a JavaScript expression of `v` (its arguments); `count` is what `#` stands for. */
function expression(elements: readonly MessageFormatElement[], where: string, count?: string): string {
  const parts = elements.map((element): string => {
    switch (element.type) {
      case TYPE.literal:
        return JSON.stringify(element.value);
      case TYPE.argument:
        return `v[${JSON.stringify(element.value)}]`;
      case TYPE.pound:
        if (count === undefined) throw new MessageError(`${where}: "#" outside a plural.`);
        return count;
      case TYPE.plural:
      case TYPE.select: {
        const value = `v[${JSON.stringify(element.value)}]`;
        const forms = Object.entries(element.options).map(
          ([key, option]) =>
            `${JSON.stringify(key)}:${expression(option.value, where, element.type === TYPE.plural ? value : count)}`,
        );
        if (element.type === TYPE.select) return `select(${value},{${forms.join(',')}})`;
        if (element.offset) throw new MessageError(`${where}: a plural's offset is not supported.`);
        return `${element.pluralType === 'ordinal' ? 'ordinal' : 'plural'}(${value},{${forms.join(',')}})`;
      }
      default:
        throw new MessageError(
          `${where}: only {argument}, plural, selectordinal and select are supported; format the value in code.`,
        );
    }
  });
  return parts.length === 0 ? '""' : parts.join('+');
}

/** The helpers a compiled section uses, written once at its top. */
function helpers(locale: string, code: string): string {
  const lines: string[] = [];
  if (code.includes('plural('))
    lines.push(
      `const cardinal=new Intl.PluralRules(${JSON.stringify(locale)});`,
      'const plural=(n,forms)=>forms["="+n]??forms[cardinal.select(n)]??forms.other;',
    );
  if (code.includes('ordinal('))
    lines.push(
      `const ordinals=new Intl.PluralRules(${JSON.stringify(locale)},{type:"ordinal"});`,
      'const ordinal=(n,forms)=>forms["="+n]??forms[ordinals.select(n)]??forms.other;',
    );
  if (code.includes('select('))
    lines.push('const select=(value,forms)=>Object.hasOwn(forms,value)?forms[value]:forms.other;');
  return lines.join('\n');
}

function compiledTree(tree: MessageTree, where: string, prefix = ''): string {
  const entries = Object.entries(tree).map(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') return `${JSON.stringify(key)}:${compiledTree(value, where, path)}`;
    const elements = parseMessage(value, `${where} "${path}"`);
    const body = expression(elements, `${where} "${path}"`);
    return `${JSON.stringify(key)}:${argumentsOf(elements).size === 0 ? body : `(v)=>${body}`}`;
  });
  return `{${entries.join(',')}}`;
}

/** Whether two languages' uses of an argument agree: a count may be said as a text, a choice is never a count. */
const compatible = (one: ArgumentKind, other: ArgumentKind) =>
  one === other || one === 'text' || other === 'text';

/**
 * Checks a translation against its English section: the same keys, and each message every argument the English one
 * writes out (a translation says all the English one says; a count English only chooses a form by, a language
 * without plurals may leave out), each of a kind that agrees. A translation may take more arguments
 * than English (Spanish's "a la 1:05" / "a las 16:05" needs the hour): the code gives every argument any language
 * takes (`sectionType`).
 */
export function checkTranslation(translation: MessageTree, english: MessageTree, where: string): void {
  const theirs = messagesOf(translation, where);
  const ours = messagesOf(english, 'English');
  const missing = [...ours.keys()].filter((key) => !theirs.has(key));
  const extra = [...theirs.keys()].filter((key) => !ours.has(key));
  if (missing.length > 0 || extra.length > 0)
    throw new MessageError(
      `${where}: ${[...missing.map((key) => `"${key}" missing`), ...extra.map((key) => `"${key}" not in English`)].join(', ')}.`,
    );
  for (const [key, message] of theirs) {
    const english = parseMessage(ours.get(key) ?? '', `English "${key}"`);
    const given = argumentsOf(english);
    const written = writtenArguments(english);
    const asked = argumentsOf(parseMessage(message, `${where} "${key}"`));
    for (const [argument, kind] of given) {
      const used = asked.get(argument);
      if (used === undefined && written.has(argument))
        throw new MessageError(`${where} "${key}": does not say {${argument}}, which English says.`);
      if (used === undefined) continue;
      if (!compatible(kind, used))
        throw new MessageError(`${where} "${key}": {${argument}} is a ${used} here, a ${kind} in English.`);
    }
    for (const [argument, kind] of asked) {
      if (kind === 'number' && given.get(argument) === 'choice')
        throw new MessageError(`${where} "${key}": {${argument}} is a number here, a choice in English.`);
    }
  }
}

/** A section's JavaScript module: its messages compiled for `locale`, as its default export. */
export function compileSection(tree: MessageTree, locale: string, where: string): string {
  messagesOf(tree, where);
  const body = compiledTree(tree, where);
  return `${helpers(locale, body)}\nexport default ${body};\n`;
}

/** The same as one JavaScript expression, its helpers inside (a module of several languages' messages). */
export function compileExpression(tree: MessageTree, locale: string, where: string): string {
  messagesOf(tree, where);
  const body = compiledTree(tree, where);
  const top = helpers(locale, body);
  return top ? `/* @__PURE__ */ (() => {\n${top}\nreturn ${body};\n})()` : body;
}

const ARGUMENT_TYPES: Record<ArgumentKind, string> = {
  number: 'number',
  choice: 'string',
  text: 'string | number',
};

/** The arguments of one message in every language, each of the strictest kind any language takes it as. */
function argumentsInEvery(messages: readonly string[], where: string): Map<string, ArgumentKind> {
  const all = new Map<string, ArgumentKind>();
  for (const message of messages)
    for (const [argument, kind] of argumentsOf(parseMessage(message, where)))
      if (all.get(argument) !== 'number' && (kind !== 'text' || !all.has(argument))) all.set(argument, kind);
  return all;
}

/**
 * The TypeScript type of a section: its keys are the English ones (`trees[0]`), and a message a function of every
 * argument any of its languages (`trees`) takes.
 */
export function sectionType(trees: readonly MessageTree[], where: string, path = '', indent = '  '): string {
  const [english = {}] = trees;
  const lines = Object.entries(english).map(([key, value]) => {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    const inner = path ? `${path}.${key}` : key;
    if (typeof value !== 'string') {
      const groups = trees
        .map((tree) => tree[key])
        .filter((group) => typeof group === 'object') as MessageTree[];
      return `${indent}readonly ${name}: ${sectionType(groups, where, inner, `${indent}  `)};`;
    }
    const messages = trees.map((tree) => tree[key]).filter((message) => typeof message === 'string');
    const parameters = [...argumentsInEvery(messages, `${where} "${inner}"`)].map(
      ([argument, kind]) => `readonly ${argument}: ${ARGUMENT_TYPES[kind]}`,
    );
    return `${indent}readonly ${name}: ${parameters.length === 0 ? 'string' : `(values: { ${parameters.join('; ')} }) => string`};`;
  });
  return `{\n${lines.join('\n')}\n${indent.slice(2)}}`;
}
