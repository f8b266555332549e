export type { FeatureGridProps } from './feature-grid';
export { FeatureGrid } from './feature-grid';
