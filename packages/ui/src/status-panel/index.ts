export type { StatusPanelProps } from './status-panel';
export { StatusPanel } from './status-panel';
export { useNow } from './use-now';
