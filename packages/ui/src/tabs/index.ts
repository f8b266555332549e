export type { TabItem, TabsProps } from './tabs';
export { Tabs } from './tabs';
