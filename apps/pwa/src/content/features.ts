// The illustrations are files of their own (`?no-inline`), images the browser fetches lazily as they come into view:
// inlined, they would be bytes of the landing page's code and HTML. The first is the exception (first-illustration.ts).
import activitiesImage from '../assets/features/activities.svg?no-inline';
import countdownImage from '../assets/features/countdown.svg?no-inline';
import photosImage from '../assets/features/photos.svg?no-inline';
import switchImage from '../assets/features/switch.svg?no-inline';
import { FIRST_ILLUSTRATION } from './first-illustration';

/** One feature of the landing page: its text, its illustration (a phone screen) and its card gradient. */
export interface Feature {
  id: 'heroes' | 'activities' | 'countdown' | 'photos' | 'switch';
  title: string;
  description: string;
  /** The illustration's URL, hashed by Vite at build time. */
  image: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  /** A CSS value for the card's background, one of the design tokens of the UI package. */
  gradient: string;
}

// Every illustration is drawn on the same 240×480 phone frame.
const IMAGE_SIZE = { imageWidth: 240, imageHeight: 480 } as const;

/** The five features of the landing page, in the spec's order. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'heroes',
    title: 'Emergency Contacts (Heroes)',
    description:
      'Choose the people you trust as your heroes. In an emergency each of them gets a text message with a 6-character code to look up where you are.',
    image: FIRST_ILLUSTRATION,
    imageAlt:
      'A phone screen listing three heroes, each with a check mark, above a text message showing a 6-character access code.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-heroes)',
  },
  {
    id: 'activities',
    title: 'Activities',
    description:
      'Before you head out, note who you are with, what you are doing and where, so your heroes know where to start looking.',
    image: activitiesImage,
    imageAlt:
      'A phone screen showing an activity with who, what and where filled in, a start time and a large start button.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-activities)',
  },
  {
    id: 'countdown',
    title: 'Countdown Tracker',
    description:
      'Set a countdown for a walk home or a first date. Your location is shared only while it runs, and only your PIN can stop it.',
    image: countdownImage,
    imageAlt:
      'A phone screen with a countdown ring at 14:59 and a location pin, above a PIN entry with two of four digits entered and a keypad.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-countdown)',
  },
  {
    id: 'photos',
    title: 'Photos',
    description:
      'Add a recent photo of yourself so your heroes know exactly who to look for. They see it only in an emergency.',
    image: photosImage,
    imageAlt:
      'A phone screen showing a portrait photo with a camera button, and a switched-on shield toggle for sharing it with heroes.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-photos)',
  },
  {
    id: 'switch',
    title: 'Emergency Switch',
    description:
      'One press notifies your heroes with your location and the last information you shared, and a quick button dials 911.',
    image: switchImage,
    imageAlt:
      'A phone screen with a large red emergency button, a map with a pin being sent to three heroes, and a green button to call 911.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-switch)',
  },
];
