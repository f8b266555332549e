import { createContext, useContext } from 'react';
import type { UiMessages } from './types';

// No default: each component has its own section's English words (messages/english/), and imports them alone, so
// that a page takes only the words it shows (no module here imports them all).
export const UiMessagesContext = createContext<Partial<UiMessages> | undefined>(undefined);

/**
 * One section of the words, for the component that shows them: the nearest provider's, or `english` (the section's
 * own English words, which the component imports alone).
 *
 * @example
 * const messages = useSectionMessages('navBar', NAV_BAR_EN);
 */
export function useSectionMessages<Section extends keyof UiMessages>(
  section: Section,
  english: UiMessages[Section],
): UiMessages[Section] {
  return useContext(UiMessagesContext)?.[section] ?? english;
}
