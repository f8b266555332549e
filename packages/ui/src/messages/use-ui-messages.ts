import { useContext } from 'react';
import { UiMessagesContext } from './section-messages';
import { UI_MESSAGES_EN, type UiMessages } from './ui-messages';

/** Every word of the components: the nearest `UiMessagesProvider`'s, English for the sections it leaves out. */
export function useUiMessages(): UiMessages {
  return { ...UI_MESSAGES_EN, ...useContext(UiMessagesContext) };
}
