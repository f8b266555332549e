import { translatable } from '../i18n/translatable';
import english from './en/site';

/** The words every page shows, in the page's language. */
export const SITE_TEXTS = translatable('site', english);
