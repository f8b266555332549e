// The illustrations are files of their own (`?no-inline`), images the browser fetches lazily as they come into view:
// inlined, they would be bytes of the landing page's code and HTML. The first is the exception (first-illustration.ts).

import type HOME_WORDS from 'words:home';
import activitiesImage from '../../assets/features/activities.svg?no-inline';
import countdownImage from '../../assets/features/countdown.svg?no-inline';
import photosImage from '../../assets/features/photos.svg?no-inline';
import switchImage from '../../assets/features/switch.svg?no-inline';
import { FIRST_ILLUSTRATION } from '../../content/first-illustration';

/**
 * One feature of the landing page, but for its words: its illustration (a phone screen) and its card gradient. Its
 * title, description and illustration's text are the `home` section's `features[id]`, in the page's language.
 */
export interface Feature {
  id: keyof (typeof HOME_WORDS)['features'];
  /** The illustration's URL, hashed by Vite at build time. */
  image: string;
  imageWidth: number;
  imageHeight: number;
  /** A CSS value for the card's background, one of the design tokens of the UI package. */
  gradient: string;
}

// Every illustration is drawn on the same 240×480 phone frame.
const IMAGE_SIZE = { imageWidth: 240, imageHeight: 480 } as const;

/** The five features of the landing page, in the spec's order. */
export const FEATURES: readonly Feature[] = [
  { id: 'heroes', image: FIRST_ILLUSTRATION, ...IMAGE_SIZE, gradient: 'var(--sc-gradient-heroes)' },
  { id: 'activities', image: activitiesImage, ...IMAGE_SIZE, gradient: 'var(--sc-gradient-activities)' },
  { id: 'countdown', image: countdownImage, ...IMAGE_SIZE, gradient: 'var(--sc-gradient-countdown)' },
  { id: 'photos', image: photosImage, ...IMAGE_SIZE, gradient: 'var(--sc-gradient-photos)' },
  { id: 'switch', image: switchImage, ...IMAGE_SIZE, gradient: 'var(--sc-gradient-switch)' },
];
