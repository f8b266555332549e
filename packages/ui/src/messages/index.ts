export { type StoreBadgeWords, UI_MESSAGES_EN, type UiMessages } from './ui-messages';
export { UiMessagesProvider, type UiMessagesProviderProps, useUiMessages } from './ui-messages-provider';
