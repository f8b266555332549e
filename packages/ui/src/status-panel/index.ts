export type { StatusPanelProps } from './status-panel';
export { StatusPanel } from './status-panel';
