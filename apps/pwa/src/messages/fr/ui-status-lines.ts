import { STATUS_LINE_WORDS_FR } from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';

// The UI package's `status` section: the status line (the contract's French words, which the French pushes
// say too) and the lines of the status panel. A module of its own, because the lookup's early paint writes the
// status line and the lines under it with these words too, before the app and the rest of the panel's words load.
export default {
  ...STATUS_LINE_WORDS_FR,
  emergencySince: (time, elapsed) => `Urgence depuis ${time} (il y a ${elapsed})`,
  namedPlace: (place) => `Lieu : ${place} (indiqué par la personne)`,
  was: (statusLine) => `Statut précédent : ${statusLine}`,
  callNumber: (phoneNumber) => `Appeler le ${phoneNumber}`,
  notSet: 'Non défini',
  startTime: 'Heure de début',
  endTime: 'Heure de fin',
  lastUpdate: 'Dernière mise à jour',
  theirTime: (time) => `${time} à l’heure de la personne`,
  theirTimeZone: (zone) => `Son fuseau horaire : ${zone}`,
  updatedAgo: (elapsed) => `Mis à jour il y a ${elapsed}`,
  noNewPosition: (elapsed) => `Aucune nouvelle position depuis ${elapsed}`,
  who: 'Avec qui',
  what: 'Quoi',
  where: 'Où',
  photoAlt: 'Photo partagée par la personne',
  viewCurrentLocation: 'Voir la position actuelle sur la carte',
  directions: 'Itinéraire du point de départ à la position actuelle',
  viewStartLocation: 'Voir le point de départ sur la carte',
  opensInNewTab: 'S’ouvre dans un nouvel onglet',
} satisfies UiMessages['status'];
