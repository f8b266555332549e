const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A received date as the inbox shows it, like 'Nov 23, 2026, 2:05 PM'. */
export function formatReceived(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

const EXCERPT_WORDS = 12;

/** The first words of a message, for the list. */
export function firstWords(body: string): string {
  const words = body.trim().split(/\s+/);
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…` : words.join(' ');
}
