export { type StoreBadgeWords, UI_MESSAGES_EN, type UiMessages } from './ui-messages';
export { UiMessagesProvider, type UiMessagesProviderProps } from './ui-messages-provider';
export { useUiMessages } from './use-ui-messages';
