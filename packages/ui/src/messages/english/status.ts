import { NOT_SET, STATUS_LINE_WORDS, type StatusLinesWords } from '@safety-companion/contract';
import type { UiMessages } from '../types';

/**
 * The status line and the two lines under it (since when, the place they named), the contract's English: a page
 * that writes them before the panel has loaded (the site's early paint) takes these alone.
 */
export const STATUS_LINES_EN: Pick<UiMessages['status'], keyof StatusLinesWords> = STATUS_LINE_WORDS;

/** The English words of the `status` section: a module of its own, so that a page takes only the sections it shows. */
export const STATUS_EN: UiMessages['status'] = {
  ...STATUS_LINES_EN,
  was: (statusLine) => `Was: ${statusLine}`,
  callNumber: (phoneNumber) => `Call ${phoneNumber}`,
  notSet: NOT_SET,
  startTime: 'Start time',
  endTime: 'End time',
  lastUpdate: 'Last update',
  theirTime: (time) => `${time} their time`,
  theirTimeZone: (zone) => `Their time zone: ${zone}`,
  updatedAgo: (elapsed) => `Updated ${elapsed} ago`,
  noNewPosition: (elapsed) => `No new position for ${elapsed}`,
  who: 'Who',
  what: 'What',
  where: 'Where',
  photoAlt: 'Photo shared by the user',
  viewCurrentLocation: 'View current location on map',
  directions: 'Directions from start to current location',
  viewStartLocation: 'View start location on map',
  opensInNewTab: 'Opens in a new tab',
};
