// The one public entry of @safety-companion/ui. The stylesheet is separate: import '@safety-companion/ui/styles.css'.

export type { AlertProps } from './alert';
export { Alert } from './alert';
export type { ButtonProps } from './button';
export { Button } from './button';
export type { FeatureCarouselProps, FeatureItem } from './feature-carousel';
export { FeatureCarousel } from './feature-carousel';
export type { FeatureGridProps } from './feature-grid';
export { FeatureGrid } from './feature-grid';
export { LtrInText } from './left-to-right';
export type { StoreBadgeWords, UiMessages, UiMessagesProviderProps } from './messages';
export { UI_MESSAGES_EN, UI_STATUS_LINES_EN, UiMessagesProvider, useUiMessages } from './messages';
export type { NavBarProps, NavLink, RenderLink } from './nav-bar';
export { NavBar } from './nav-bar';
export type { StatusPanelProps } from './status-panel';
export { StatusPanel, useNow } from './status-panel';
export type { StoreLinksProps } from './store-links';
export { StoreLinks } from './store-links';
export type { TabItem, TabsProps } from './tabs';
export { Tabs } from './tabs';
export type { TextAreaProps, TextFieldProps } from './text-field';
export { TextArea, TextField } from './text-field';
export { useIsMobile } from './use-is-mobile';
