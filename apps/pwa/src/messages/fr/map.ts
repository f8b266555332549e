import type { Translation } from '../../i18n/translatable';
import type english from '../en/map';

export default {
  mapLabel:
    'Carte de la dernière position connue. Les flèches la déplacent ; plus et moins changent le zoom.',
  showCurrent: 'Afficher la position actuelle',
  // Street names come as the street map writes them ('Rue de la Paix'), with their own article: a colon, not 'près de'.
  near: (street: string, crossing: string | undefined) =>
    crossing ? `À proximité : ${street} et ${crossing}.` : `À proximité : ${street}.`,
  lastKnown: 'Dernière position connue',
  accuracy: (distance: string) => `±${distance}`,
  ago: (elapsed: string) => `il y a ${elapsed}`,
  moved: (distance: string, span: string) => `Déplacement de ${distance} en ${span}.`,
  // `plural` is `Intl.PluralRules('fr')`'s choice for the count: 'one' for 0 and 1.
  trail: (count: string, plural: Intl.LDMLPluralRule) =>
    `Trajet : ${count} ${plural === 'one' ? 'position' : 'positions'}.`,
  noStreetMap: 'Aucun plan des rues n’est configuré sur ce site.',
} satisfies Translation<typeof english>;
