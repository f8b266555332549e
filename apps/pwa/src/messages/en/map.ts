import { nearStreetsText } from '@safety-companion/contract';

// The words of the status map: its name and its caption. Numbers, units and plurals come written in the page's
// locale (`Intl`). Every language's map words come with the map's code (features/status-map/map-words.ts), not
// through the translations' loader.
export default {
  /** The name of the map itself, for the keyboard and screen readers (its figure is named by the caption). */
  mapLabel: 'Map of the last known position. Arrow keys move it, plus and minus zoom.',
  /** The map's button that brings the current position back in view and follows it again, once the hero moved it. */
  showCurrent: 'Show current position',
  /** The nearest named street, and the one crossing it near the position (from the site's own street map). */
  near: nearStreetsText,
  lastKnown: 'Last known position',
  accuracy: (distance: string) => `±${distance}`,
  ago: (elapsed: string) => `${elapsed} ago`,
  moved: (distance: string, span: string) => `Moved ${distance} in the last ${span}.`,
  trail: (count: string, plural: Intl.LDMLPluralRule) =>
    `Trail: ${count} ${plural === 'one' ? 'position' : 'positions'}.`,
  noStreetMap: 'No street map is set up on this site.',
};
