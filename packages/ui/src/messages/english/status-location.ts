import type { UiMessages } from '../types';

/** The English words of the `statusLocation` section: a module of its own, so that a page takes only the sections it shows. */
export const STATUS_LOCATION_EN: UiMessages['statusLocation'] = {
  label: 'Current location',
  copy: 'Copy coordinates',
  copied: 'Coordinates copied',
  copyFailed: 'Could not copy: select the coordinates and copy them instead.',
  accuracy: (distance, unit) => `within ${distance} ${unit}`,
  accuracySpoken: (distance, value, unit) =>
    `Accurate to within ${distance} ${unit === 'm' ? 'metre' : 'kilometre'}${value === 1 ? '' : 's'}.`,
};
