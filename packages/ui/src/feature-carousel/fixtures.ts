import type { FeatureItem } from './types';

/** The five features of the landing page, as test data for the carousel and the grid. */
export const FEATURES: FeatureItem[] = [
  {
    title: 'Emergency Contacts (Heroes)',
    description: 'Choose the people who hear from you in an emergency.',
    image: '/features/heroes.png',
    imageAlt: 'The list of heroes',
    gradient: 'var(--sc-gradient-heroes)',
  },
  {
    title: 'Activities',
    description: 'Say what you are doing and with whom.',
    image: '/features/activities.png',
    gradient: 'var(--sc-gradient-activities)',
  },
  {
    title: 'Countdown Tracker',
    description: 'Share your location only while a countdown runs.',
    image: '/features/countdown.png',
    gradient: 'var(--sc-gradient-countdown)',
  },
  {
    title: 'Photos',
    description: 'Add an emergency photo for your heroes.',
    image: '/features/photos.png',
    gradient: 'var(--sc-gradient-photos)',
  },
  {
    title: 'Emergency Switch',
    description: 'Notify your heroes at once, with a quick 911 dial.',
    image: '/features/switch.png',
    imageWidth: 300,
    imageHeight: 600,
    gradient: 'linear-gradient(135deg, #7f1d1d, #312e81)',
  },
];
