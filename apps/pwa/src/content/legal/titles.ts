import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/legal';

/** The names of the three legal documents, in the page's language: the page's tabs and the documents' headings. */
export const LEGAL_DOCUMENT_TITLES = translatable('legal', english);
