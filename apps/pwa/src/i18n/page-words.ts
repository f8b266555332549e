import { DEFAULT_LOCALE } from '@safety-companion/contract';
import type { WithHandoff } from '../early/handoff';
import { currentLocale } from './locale';
import { wordsView } from './words-view';

/** The sections whose words in the page's language are on their way. */
const loading = new Map<string, Promise<void>>();
/** The sections whose words could not load, by their address: `wordsLoaded` asks for them again. */
const failed = new Map<string, string>();
/** The sections' words in the page's language, once loaded. */
const loaded = new Map<string, object>();

function startLoading(section: string, address: string) {
  loading.set(
    section,
    import(/* @vite-ignore */ address).then(
      (module: { default: object }) => {
        loaded.set(section, module.default);
        loading.delete(section);
      },
      (error: unknown) => {
        loading.delete(section);
        failed.set(section, address);
        throw error;
      },
    ),
  );
}

/**
 * Where a section's words in another language than English are: the start script of a page in that language names
 * every section's built file (the early handoff's `sections`, by `<locale>/<section>`); the dev server compiles the
 * message file itself. Read in place, typed by the handoff's own type: a value import of early/handoff.ts would put
 * it in a chunk of its own on every page's first load.
 */
function sectionAddress(key: string): string {
  const address =
    (globalThis as WithHandoff).__early?.sections?.[key] ??
    (import.meta.env.DEV ? `/src/messages/${key}.json.js` : undefined);
  if (!address) throw new Error(`The page names no file for the words "${key}".`);
  return address;
}

/**
 * A section's words in the page's language, for its `words:<section>` module (build-plugins/messages-plugin.ts):
 * `english` on an English page; in another language, the section's compiled file, which starts loading as the module
 * is read, and which whatever brought the module awaits before it renders (`wordsLoaded`: main.tsx, and every dynamic
 * import of the app, through `afterWords`). Read before its words are there,
 * a section throws in development and says English in a built site.
 */
export function pageWords<Words extends object>(section: string, english: Words): Words {
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE) return english;
  startLoading(section, sectionAddress(`${locale}/${section}`));
  return wordsView(english, () => {
    const words = loaded.get(section) as Words | undefined;
    if (!words && import.meta.env.DEV)
      throw new Error(`The "${section}" words were read before they loaded.`);
    return words ?? english;
  });
}

/**
 * Resolves once the words of every section read so far are there; rejects if one could not load, and asks for it
 * again the next time (the connection may be back).
 */
export async function wordsLoaded(): Promise<void> {
  for (const [section, address] of failed) {
    failed.delete(section);
    // Another address for the same file: a browser may keep a failed import's answer for its address.
    startLoading(section, `${address.split('?')[0]}?again=${Date.now()}`);
  }
  while (loading.size > 0) await Promise.all(loading.values());
}

/**
 * A dynamic import of the app that resolves once the module's words are there too: the messages plugin wraps every
 * `import()` of the app's code in it, so that a part loaded later renders in the page's language from its first
 * frame, or fails to load as its code would.
 */
export async function afterWords<Module>(module: Promise<Module>): Promise<Module> {
  const imported = await module;
  await wordsLoaded();
  return imported;
}
