import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';
import { localizedModule } from '../i18n/localized-module';
import type * as AboutModule from './about';
import type * as AccountDeletionModule from './account-deletion';
import { CONTENT_FILES } from './content-files';
import type * as LegalDocumentsModule from './legal/documents';
import type * as LookupAboutModule from './lookup-about';
import { isPrerenderedPage } from './page-text';

// Each page of text in every language is a chunk of its own, loaded with its page (the legal documents are the
// site's largest words: a page takes only its language's). The map of them is a chunk too (content-modules.ts),
// loaded with the first page of text the app renders itself: a prerendered page's HTML holds its text, and the
// first load of every page stays without the map.

/** A page of text's module in the page's language, which `load` loads unless the page was prerendered with it. */
function pageContent<Module>(page: keyof typeof CONTENT_FILES) {
  const file = CONTENT_FILES[page];
  const content = localizedModule(async (locale: Locale) => {
    const { CONTENT_MODULES } = await import('./content-modules');
    const load = CONTENT_MODULES[locale === DEFAULT_LOCALE ? `./${file}` : `./${locale}/${file}`];
    if (!load) throw new Error(`No ${locale} text for ${page}.`);
    return load() as Promise<Module>;
  });
  return { get: content.get, load: async () => (isPrerenderedPage(page) ? undefined : content.load()) };
}

export const ABOUT = pageContent<typeof AboutModule>('/about');
export const ACCOUNT_DELETION = pageContent<typeof AccountDeletionModule>('/accountDeletion');
export const LOOKUP_ABOUT = pageContent<typeof LookupAboutModule>('/hero-lookup');
export const LEGAL_DOCUMENTS = pageContent<typeof LegalDocumentsModule>('/privacyPolicies');
