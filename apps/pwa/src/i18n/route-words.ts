import type { AnyRouteMatch } from '@tanstack/react-router';

/**
 * Loads the words of the routes of a page in its language (each route's `staticData.loadWords`): the root route's
 * `beforeLoad` calls it on every navigation and the prerendering, and main.tsx before it hydrates a prerendered page
 * (hydration runs no `beforeLoad`).
 */
export async function loadRouteWords(matches: readonly Pick<AnyRouteMatch, 'staticData'>[]): Promise<void> {
  await Promise.all(matches.map((match) => match.staticData.loadWords?.()));
}
