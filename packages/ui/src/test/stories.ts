// Data for the catalogue's stories: the test fixtures, with pictures that exist in a static catalogue.
import { FEATURES } from '../feature-carousel/fixtures';
import type { FeatureItem } from '../feature-carousel/types';

/** A phone-shaped placeholder screenshot as a data URL, so the catalogue needs no image files. */
function placeholder(title: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600" viewBox="0 0 300 600"><rect x="6" y="6" width="288" height="588" rx="36" fill="#ffffff" fill-opacity="0.9" stroke="#16181d" stroke-width="6"/><text x="150" y="300" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#16181d">${title.replace(/[<>&]/g, '')}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The landing page's five features, each with a placeholder screenshot. */
export const STORY_FEATURES: FeatureItem[] = FEATURES.map((item) => ({
  ...item,
  image: placeholder(item.title),
  imageWidth: 300,
  imageHeight: 600,
}));
