import { type Locale, localePrefix } from '@safety-companion/contract';
import { LEGAL_DOCUMENT_TITLES } from './titles';
import './legal.css';

/** The languages a legal document that is not translated into every language is written in, named in themselves. */
const WRITTEN_IN = { en: 'English', es: 'Español' } as const satisfies Partial<Record<Locale, string>>;

/**
 * A legal document the page's language has no translation of (the EULA and the opt-in policy are in English and
 * Spanish only, an operator's decision recorded in docs/architecture.md, "Languages"): its title, `notice` in the page's language, and a
 * link to each version there is, each link marked with its own language.
 *
 * @example
 * export const Eula = untranslatedDocument('eula', 'Ce document existe en anglais et en espagnol.');
 */
export function untranslatedDocument(tab: 'eula' | 'optin', notice: string) {
  return function UntranslatedDocument() {
    return (
      <article className="legal-document">
        <h2>{LEGAL_DOCUMENT_TITLES[tab]}</h2>
        <p>{notice}</p>
        <ul>
          {Object.entries(WRITTEN_IN).map(([locale, name]) => (
            <li key={locale}>
              <a
                href={`${localePrefix(locale as Locale)}/privacyPolicies?tab=${tab}`}
                lang={locale}
                hrefLang={locale}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </article>
    );
  };
}
