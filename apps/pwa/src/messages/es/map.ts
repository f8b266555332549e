import type { Translation } from '../../i18n/translatable';
import type english from '../en/map';

export default {
  mapLabel: 'Mapa de la última posición conocida. Las flechas lo mueven; más y menos cambian el zoom.',
  showCurrent: 'Mostrar la posición actual',
  // 'y' becomes 'e' before the sound i ('Calle Mayor e Hidalgo'), but not before 'hie' ('y Hierro').
  near: (street: string, crossing: string | undefined) =>
    crossing
      ? `Cerca de ${street} ${/^h?i(?!e)/i.test(crossing) ? 'e' : 'y'} ${crossing}.`
      : `Cerca de ${street}.`,
  lastKnown: 'Última posición conocida',
  accuracy: (distance: string) => `±${distance}`,
  ago: (elapsed: string) => `hace ${elapsed}`,
  moved: (distance: string, span: string) => `Se movió ${distance} en ${span}.`,
  trail: (count: string, plural: Intl.LDMLPluralRule) =>
    `Recorrido: ${count} ${plural === 'one' ? 'posición' : 'posiciones'}.`,
  noStreetMap: 'Este sitio no tiene un mapa de calles configurado.',
} satisfies Translation<typeof english>;
