import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup-result';

export default {
  submitting: 'Consultation…',
  resultHeading: 'Statut',
  namedHeading: {
    emergency: (name: string) => `${name} a besoin d’aide`,
    other: (name: string) => `Statut de ${name}`,
  },
  photoAlt: (name: string | undefined) => (name ? `Photo de ${name}` : 'Photo partagée par la personne'),
  lastReported: (name: string | undefined, time: string, elapsed: string) =>
    `Dernier signal du téléphone${name ? ` de ${name}` : ''} : ${time} (il y a ${elapsed})`,
  silent: (name: string | undefined, elapsed: string) =>
    `Aucune nouvelle du téléphone${name ? ` de ${name}` : ''} depuis ${elapsed}. La position n’est peut-être plus à jour : le téléphone pourrait être éteint ou sans réseau.`,
  connection: {
    connecting: 'Connexion pour suivre les changements en direct…',
    live: 'En direct : les changements s’affichent dès qu’ils se produisent',
    waiting: (name: string | undefined) => `Connecté · en attente du téléphone${name ? ` de ${name}` : ''}`,
    retrying: (every: string) =>
      `Direct interrompu, reconnexion en cours. En attendant, actualisation toutes les ${every}`,
    retryingUnreachable: (every: string) =>
      `Direct interrompu, reconnexion en cours. En attendant, nouvel essai toutes les ${every}`,
    retryingExpired: 'Direct interrompu, reconnexion en cours',
  },
  call: (number: string) => `Appeler le ${number}`,
  localEmergencyNumber: 'numéro d’urgence local',
  directions: 'Itinéraire',
  callPerson: (name: string | undefined) => (name ? `Appeler ${name}` : 'Appeler la personne'),
  messagePerson: (name: string | undefined) => (name ? `Écrire à ${name}` : 'Envoyer un message'),
} satisfies Translation<typeof english>;
