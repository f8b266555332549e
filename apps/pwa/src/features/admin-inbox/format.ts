import { currentLocale } from '../../i18n/locale';

/** A received date as the inbox shows it, in the page's language: 'Nov 23, 2026, 2:05 PM', '23 nov 2026, 14:05'. */
export function formatReceived(iso: string): string {
  const locale = currentLocale() === 'en' ? 'en-US' : currentLocale();
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const EXCERPT_WORDS = 12;

/** The first words of a message, for the list. */
export function firstWords(body: string): string {
  const words = body.trim().split(/\s+/);
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…` : words.join(' ');
}
