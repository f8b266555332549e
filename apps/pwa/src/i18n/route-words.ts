import type { AnyRouteMatch } from '@tanstack/react-router';

/**
 * Loads the pages of text of the routes of a page in its language (their `loadWords`): the root route's
 * `beforeLoad` calls it on every navigation and the prerendering, and main.tsx before it hydrates a prerendered page
 * (hydration runs no `beforeLoad`). Every other word comes with the code that says it (`words:<section>`).
 */
export async function loadRouteWords(matches: readonly Pick<AnyRouteMatch, 'staticData'>[]): Promise<void> {
  await Promise.all(matches.map((match) => match.staticData.loadWords?.()));
}
