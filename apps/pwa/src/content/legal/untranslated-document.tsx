import LEGAL_WORDS from 'words:legal';
import { type Locale, languageName, localePrefix } from '@safety-companion/contract';
import './legal.css';

/** The languages a legal document that is not translated into every language is written in. */
const WRITTEN_IN = ['en', 'es'] as const satisfies readonly Locale[];

/**
 * A legal document the page's language has no translation of (the EULA and the opt-in policy are in English and
 * Spanish only, an operator's decision recorded in docs/architecture.md, "Languages"): its title, `notice` in the
 * page's language, and a link to each version there is, each named and marked in its own language.
 *
 * @example
 * export const Eula = untranslatedDocument('eula', 'Ce document existe en anglais et en espagnol.');
 */
export function untranslatedDocument(tab: 'eula' | 'optin', notice: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once, at a language module's top level, never in a render.
  return function UntranslatedDocument() {
    return (
      <article className="legal-document">
        <h2>{LEGAL_WORDS[tab]}</h2>
        <p>{notice}</p>
        <ul>
          {WRITTEN_IN.map((locale) => (
            <li key={locale}>
              <a href={`${localePrefix(locale)}/privacyPolicies?tab=${tab}`} lang={locale} hrefLang={locale}>
                {languageName(locale)}
              </a>
            </li>
          ))}
        </ul>
      </article>
    );
  };
}
