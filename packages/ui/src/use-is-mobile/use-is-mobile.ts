import { useMediaQuery } from './use-media-query';

/** The website's mobile breakpoint: a window narrower than 640 px (the site's one breakpoint). */
export const MOBILE_QUERY = '(max-width: 639px)';

/**
 * True while the window is narrower than 640 px. False during server rendering and hydration, then it follows
 * the window as it is resized.
 *
 * @example
 * function Features() {
 *   return useIsMobile() ? <FeatureCarousel items={features} /> : <FeatureGrid items={features} />;
 * }
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
