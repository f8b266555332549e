export type { StoreLinksProps } from './store-links';
export { StoreLinks } from './store-links';
