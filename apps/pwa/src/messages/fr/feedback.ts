import { FEEDBACK_LIMITS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/feedback';

export default {
  heading: 'Votre avis',
  intro:
    'Dites-nous ce qui vous convient, ce qui ne vous convient pas et ce que vous aimeriez voir ensuite. Nous lisons chaque message, et nous n’utilisons votre adresse e-mail que pour vous répondre.',
  name: 'Nom',
  email: 'Adresse e-mail',
  subject: 'Objet',
  message: 'Votre message',
  submit: 'Envoyer mon avis',
  submitting: 'Envoi en cours…',
  failureTitle: 'Votre avis n’a pas été envoyé',
  thankYouHeading: 'Merci !',
  thankYou:
    'Votre avis a bien été envoyé. Merci d’avoir pris le temps de nous faire part de vos impressions !',
  sendMore: 'Donner un autre avis',
  offlineWhat: 'L’envoi de votre avis',
  fields: {
    name: {
      required: 'Saisissez votre nom.',
      tooLong: `Votre nom doit comporter moins de ${FEEDBACK_LIMITS.name + 1} caractères.`,
    },
    email: {
      required: 'Saisissez votre adresse e-mail.',
      invalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
      tooLong: `Votre adresse e-mail doit comporter moins de ${FEEDBACK_LIMITS.email + 1} caractères.`,
    },
    subject: {
      required: 'Saisissez un objet.',
      tooLong: `L’objet doit comporter moins de ${FEEDBACK_LIMITS.subject + 1} caractères.`,
    },
    body: {
      required: 'Saisissez votre message.',
      tooLong: `Votre message doit comporter moins de ${FEEDBACK_LIMITS.body + 1} caractères.`,
    },
    controlCharacters: 'Supprimez les caractères de contrôle invisibles.',
  },
  failures: {
    authentication: 'Connectez-vous pour envoyer votre avis.',
    network: 'Erreur réseau. Vérifiez votre connexion, puis réessayez.',
    server: 'Erreur du serveur. Veuillez réessayer plus tard.',
    unavailable: 'Service momentanément indisponible. Veuillez réessayer plus tard.',
    timeout: 'La requête a pris trop de temps. Vérifiez votre connexion, puis réessayez.',
    other: (message: string) => `Votre avis n’a pas pu être envoyé : ${message}`,
    unknown: 'Une erreur inconnue s’est produite',
  },
} satisfies Translation<typeof english>;
