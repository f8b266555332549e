import type { Translation } from '../../i18n/translatable';
import type english from '../en/map';

export default {
  mapLabel:
    'Mapa da última posição conhecida. As teclas de seta movem o mapa; as teclas mais e menos aproximam e afastam.',
  showCurrent: 'Mostrar a posição atual',
  // After a colon, as a list: 'Perto da Rua Augusta' needs the street's own article, which a name does not carry.
  near: (street: string, crossing: string | undefined) =>
    crossing ? `Perto de: ${street} e ${crossing}.` : `Perto de: ${street}.`,
  lastKnown: 'Última posição conhecida',
  accuracy: (distance: string) => `±${distance}`,
  ago: (elapsed: string) => `há ${elapsed}`,
  moved: (distance: string, span: string) => `Percorreu ${distance} em ${span}.`,
  trail: (count: string, plural: Intl.LDMLPluralRule) =>
    `Trajeto: ${count} ${plural === 'one' ? 'posição' : 'posições'}.`,
  noStreetMap: 'Este site não tem um mapa de ruas configurado.',
} satisfies Translation<typeof english>;
