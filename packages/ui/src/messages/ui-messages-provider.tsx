import type { ReactNode } from 'react';
import { UiMessagesContext } from './section-messages';
import type { UiMessages } from './types';

export interface UiMessagesProviderProps {
  /** The components' words in the page's language, by section; a section left out stays English. */
  messages: Partial<UiMessages>;
  children?: ReactNode;
}

/**
 * Gives the components inside it their words in another language; outside any provider they speak English. It
 * holds no words itself, so a page that provides them loads no English words it does not show.
 *
 * @example
 * <UiMessagesProvider messages={UI_MESSAGES_ES}>
 *   <App />
 * </UiMessagesProvider>
 */
export function UiMessagesProvider({ messages, children }: UiMessagesProviderProps) {
  return <UiMessagesContext.Provider value={messages}>{children}</UiMessagesContext.Provider>;
}
