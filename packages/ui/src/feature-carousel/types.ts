/** One feature of the product, as the landing page shows it in the carousel and the grid. */
export interface FeatureItem {
  title: string;
  description: string;
  /** URL of the screenshot. */
  image: string;
  /** Describes the screenshot; empty (decorative) by default, as the title and description sit next to it. */
  imageAlt?: string;
  imageWidth?: number;
  imageHeight?: number;
  /** A CSS background, such as `var(--sc-gradient-heroes)` or a `linear-gradient(…)`. */
  gradient: string;
}
