import { type ReactNode, useContext } from 'react';
import { UiMessagesContext } from './section-messages';
import { UI_MESSAGES_EN, type UiMessages } from './ui-messages';

export interface UiMessagesProviderProps {
  /** Every word of the components in the page's language. */
  messages: UiMessages;
  children?: ReactNode;
}

/**
 * Gives the components inside it their words in another language; outside any provider they speak English.
 *
 * @example
 * <UiMessagesProvider messages={UI_MESSAGES_ES}>
 *   <App />
 * </UiMessagesProvider>
 */
export function UiMessagesProvider({ messages, children }: UiMessagesProviderProps) {
  return <UiMessagesContext.Provider value={messages}>{children}</UiMessagesContext.Provider>;
}

/** The words the nearest `UiMessagesProvider` gives, or the English ones. */
export function useUiMessages(): UiMessages {
  return useContext(UiMessagesContext) ?? UI_MESSAGES_EN;
}
