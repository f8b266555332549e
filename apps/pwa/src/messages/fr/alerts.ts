import type { Translation } from '../../i18n/translatable';
import type english from '../en/alerts';

export default {
  turnOn: 'M’alerter sur cet appareil',
  turningOn: 'Activation des alertes…',
  on: 'Les alertes de ce statut sont activées sur cet appareil.',
  stop: 'Arrêter les alertes',
  stopping: 'Arrêt des alertes…',
  stopped: 'Les alertes de ce statut sont désactivées sur cet appareil.',
  refused:
    'Ce site n’a pas l’autorisation d’afficher des notifications : les alertes ne peuvent donc pas être activées. Autorisez-les dans les réglages de votre navigateur, puis réessayez.',
  unavailable: 'Les alertes ne sont pas disponibles sur ce site pour le moment.',
  failed: 'Les alertes n’ont pas pu être activées. Veuillez réessayer.',
  stopFailed: 'Les alertes n’ont pas pu être arrêtées. Veuillez réessayer.',
  listHeading: 'Vos alertes sur cet appareil',
  listItem: (code: string) => `Consulter ${code}`,
  addToHomeScreen:
    'Pour recevoir les alertes de ce statut sur cet iPhone ou cet iPad, ajoutez ce site à votre écran d’accueil (Partager, puis « Sur l’écran d’accueil ») et consultez le code depuis l’app ainsi ajoutée : les alertes fonctionnent depuis l’écran d’accueil.',
} satisfies Translation<typeof english>;
