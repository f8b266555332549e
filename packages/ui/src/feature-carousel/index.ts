export type { FeatureCarouselProps } from './feature-carousel';
export { FeatureCarousel } from './feature-carousel';
export type { FeatureItem } from './types';
