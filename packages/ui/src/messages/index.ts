/** The `status` section's English words alone: for a page that writes the panel's lines before the panel loads. */
export { STATUS_EN as UI_STATUS_EN } from './english/status';
export { type StoreBadgeWords, UI_MESSAGES_EN, type UiMessages } from './ui-messages';
export { UiMessagesProvider, type UiMessagesProviderProps } from './ui-messages-provider';
export { useUiMessages } from './use-ui-messages';
