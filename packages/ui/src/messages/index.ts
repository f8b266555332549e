/** The status line and the lines under it in English: for a page that writes them before the panel loads. */
export { STATUS_LINES_EN as UI_STATUS_LINES_EN } from './english/status';
export { type StoreBadgeWords, UI_MESSAGES_EN, type UiMessages } from './ui-messages';
export { UiMessagesProvider, type UiMessagesProviderProps } from './ui-messages-provider';
export { useUiMessages } from './use-ui-messages';
