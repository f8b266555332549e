import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';
import { localizedModule } from '../i18n/localized-module';
import type * as AboutModule from './about';
import type * as AccountDeletionModule from './account-deletion';
import { CONTENT_FILES } from './content-files';
import type * as LegalDocumentsModule from './legal/documents';
import { isPrerenderedPage } from './page-text';

// Each page of text in every language, a chunk of its own loaded with its page (the legal documents are the site's
// largest words: a page takes only its language's).
// (The patterns name `CONTENT_FILES`' files, in English and in each language's folder: a glob takes only literals.)
const MODULES = import.meta.glob([
  './{about,account-deletion}.tsx',
  './legal/documents.ts',
  './*/{about,account-deletion}.tsx',
  './*/legal/documents.ts',
]);

/** A page of text's module in the page's language, which `load` loads unless the page was prerendered with it. */
function pageContent<Module>(page: keyof typeof CONTENT_FILES) {
  const file = CONTENT_FILES[page];
  const content = localizedModule((locale: Locale) => {
    const load = MODULES[locale === DEFAULT_LOCALE ? `./${file}` : `./${locale}/${file}`];
    if (!load) throw new Error(`No ${locale} text for ${page}.`);
    return load() as Promise<Module>;
  });
  return { get: content.get, load: async () => (isPrerenderedPage(page) ? undefined : content.load()) };
}

export const ABOUT = pageContent<typeof AboutModule>('/about');
export const ACCOUNT_DELETION = pageContent<typeof AccountDeletionModule>('/accountDeletion');
export const LEGAL_DOCUMENTS = pageContent<typeof LegalDocumentsModule>('/privacyPolicies');
