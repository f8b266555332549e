import type { UiMessages } from '../types';

/** The English words of the `features` section: a module of its own, so that a page takes only the sections it shows. */
export const FEATURES_EN: UiMessages['features'] = {
  carouselLabel: 'Features',
  carouselRole: 'carousel',
  slideRole: 'slide',
  pauseRotation: 'Pause automatic rotation',
  startRotation: 'Start automatic rotation',
  chooseFeature: 'Choose a feature',
  showFeature: (position, count, title) => `Show feature ${position} of ${count}: ${title}`,
  slide: (position, count) => `${position} of ${count}`,
  expandImage: (title) => `Expand image: ${title}`,
  close: 'Close',
};
