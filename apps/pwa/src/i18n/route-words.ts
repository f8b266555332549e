import type { AnyRouteMatch } from '@tanstack/react-router';
import { loadSections } from './translatable';

/** The sections of words the routes of a page render with (each route's `staticData.sections`). */
export function routeSections(matches: readonly Pick<AnyRouteMatch, 'staticData'>[]): string[] {
  return matches.flatMap((match) => match.staticData.sections ?? []);
}

/**
 * Loads the words of the routes of a page in its language (their sections, and a page of text's `loadWords`): the
 * root route's `beforeLoad` calls it on every navigation and the prerendering, and main.tsx before it hydrates a
 * prerendered page (hydration runs no `beforeLoad`).
 */
export async function loadRouteWords(matches: readonly Pick<AnyRouteMatch, 'staticData'>[]): Promise<void> {
  await Promise.all([
    loadSections(...routeSections(matches)),
    ...matches.map((match) => match.staticData.loadWords?.()),
  ]);
}
