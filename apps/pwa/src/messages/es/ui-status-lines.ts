import { STATUS_LINE_WORDS_ES } from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';

// The UI package's `status` section: the status line (the contract's Spanish words, which the Spanish pushes
// say too) and the lines of the status panel. A module of its own, because the lookup's early paint writes the
// status line and the lines under it with these words too, before the app and the rest of the panel's words load.
export default {
  ...STATUS_LINE_WORDS_ES,
  emergencySince: (time, elapsed) => `Emergencia desde las ${time} (hace ${elapsed})`,
  namedPlace: (place) => `En: ${place} (el lugar que indicó)`,
  was: (statusLine) => `Estado anterior: ${statusLine}`,
  callNumber: (phoneNumber) => `Llamar al ${phoneNumber}`,
  notSet: 'Sin definir',
  startTime: 'Hora de inicio',
  endTime: 'Hora de fin',
  lastUpdate: 'Última actualización',
  theirTime: (time) => `${time} en su hora`,
  theirTimeZone: (zone) => `Su zona horaria: ${zone}`,
  updatedAgo: (elapsed) => `Actualizado hace ${elapsed}`,
  noNewPosition: (elapsed) => `Sin posición nueva desde hace ${elapsed}`,
  who: 'Con quién',
  what: 'Qué',
  where: 'Dónde',
  photoAlt: 'Foto compartida por la persona',
  viewCurrentLocation: 'Ver la ubicación actual en el mapa',
  directions: 'Cómo llegar desde el inicio hasta la ubicación actual',
  viewStartLocation: 'Ver la ubicación de inicio en el mapa',
  opensInNewTab: 'Se abre en una pestaña nueva',
} satisfies UiMessages['status'];
