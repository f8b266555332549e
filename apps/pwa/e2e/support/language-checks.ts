import type { Page } from '@playwright/test';
import { sectionInNode } from '../../src/build-plugins/messages-plugin';
import { expect } from './fixtures';

// What the tests of the site's languages share (spanish.spec.ts, languages.spec.ts): a translated page says no
// English sentence of the words every page shows, and hydrates without a warning.

/** Every sentence of a section's words (its strings of more than one word, nested ones included). */
export function sentencesOf(words: object): string[] {
  return Object.values(words).flatMap((value) =>
    typeof value === 'string'
      ? value.includes(' ')
        ? [value]
        : []
      : value && typeof value === 'object'
        ? sentencesOf(value)
        : [],
  );
}

/** The English sentences of the words every page shows (a message with arguments, a function, is none). */
export const ENGLISH_SENTENCES = sentencesOf(
  sectionInNode<typeof import('words:site').default>('en', 'site'),
);

/** What a page shows, as a reader sees it, holds none of these English sentences. */
export async function expectNoEnglish(page: Page, sentences: readonly string[]) {
  // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, as a reader sees it
  const shown = await page.locator('body').innerText();
  for (const sentence of sentences) expect(shown, sentence).not.toContain(sentence);
}

/** Every warning and error the page logs or throws. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      message.text() !== 'Service Worker registration blocked by Playwright'
    )
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
