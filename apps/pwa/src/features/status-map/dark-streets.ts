import { DARK, type Flavor } from '@protomaps/basemaps';

/**
 * The dark flavour with streets, water and land that differ clearly: the basemap's own dark draws streets hardly
 * lighter than the land (#333 on #1f1f1f) and water in the streets' grey. Streets here stand at least 3:1 against
 * the land (WCAG's contrast for what a map shows), water is blue, labels read on both.
 */
export const DARK_STREETS: Flavor = {
  ...DARK,
  earth: '#1f1f1f',
  water: '#23609a',
  minor_a: '#6e6e6e',
  minor_b: '#6b6b6b',
  minor_service: '#6b6b6b',
  other: '#6b6b6b',
  link: '#7a7a7a',
  major: '#808080',
  highway: '#8f8f8f',
  pedestrian: '#4f4f4f',
  buildings: '#2a2a2a',
  roads_label_minor: '#c8c8c8',
  roads_label_minor_halo: '#1f1f1f',
  roads_label_major: '#dadada',
  roads_label_major_halo: '#1f1f1f',
};
