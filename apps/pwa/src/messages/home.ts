import { translatable } from '../i18n/translatable';
import english from './en/home';

/** The landing page's words and feature cards, in the page's language. */
export const HOME_WORDS = translatable('home', english);
