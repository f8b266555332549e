import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup';

/** French gives 0 and 1 the singular ('one' of `Intl.PluralRules`), any other count the plural. */
const PLURAL = new Intl.PluralRules('fr');

export default {
  heading: 'Consultation héros',
  emergencyAdvice:
    'Si vous pensez que la personne est en danger, appelez d’abord le numéro d’urgence local (le 911 aux États-Unis).',
  codeLabel: 'Code d’accès',
  codeHint: 'Les 6 lettres ou chiffres reçus par SMS, par exemple ABC123.',
  codePlaceholder: 'Saisissez le code à 6 caractères',
  submit: 'Consulter les informations',
  failureTitle: 'La consultation a échoué',
  wrongCode: (hours: number) =>
    `Vérifiez les 6 caractères du SMS. Un code cesse de fonctionner ${hours} ${PLURAL.select(hours) === 'one' ? 'heure' : 'heures'} après la fin de son statut.`,
  refreshFailureTitle: 'Impossible d’actualiser le statut',
  ended: 'Ce statut est terminé.',
  beforeEnded: 'Avant la fin',
  forget: 'Oublier ce code',
  stateChanged: (statusLine: string) => `Le statut a changé : ${statusLine}`,
  emergencyOn: (name: string | undefined, time: string) =>
    name ? `${name} a besoin d’aide : urgence activée à ${time}.` : `Urgence activée à ${time}.`,
  positionChanged: (name: string | undefined, time: string) =>
    `${name ? `Le téléphone de ${name}` : 'Le téléphone'} a envoyé une nouvelle position à ${time}.`,
  offline: {
    waiting: (name: string | undefined, every: string) =>
      `Pas de connexion. Le statut de ${name ?? 'la personne'} s’affichera dès que vous serez de nouveau en ligne ; nous réessayons toutes les ${every}.`,
    idle: 'Pas de connexion. Vous pourrez consulter un code dès que vous serez de nouveau en ligne.',
    call: (number: string) => `Si vous craignez pour la personne en ce moment, appelez le ${number}.`,
  },
  unreachable: (every: string) => `Notre serveur ne répond pas. Nous réessayons toutes les ${every}.`,
  errors: {
    notFound: 'Utilisateur introuvable.',
    ended: 'Ce statut est terminé.',
    tooManyAttempts: 'Trop de tentatives. Patientez un instant, puis réessayez.',
    tooManyAttemptsFor: (wait: string) => `Trop de tentatives. Réessayez dans ${wait}.`,
    unavailable:
      'Le service de consultation est indisponible pour le moment. Réessayez dans quelques instants.',
    unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
    wait: {
      oneMinute: 'une minute',
      minutes: (count: number) => `${count}\u00a0${PLURAL.select(count) === 'one' ? 'minute' : 'minutes'}`,
    },
  },
  codeProblems: {
    required: 'Saisissez le code à 6 caractères.',
    invalid: 'Le code compte 6 lettres ou chiffres, par exemple ABC123.',
    withU: 'Les codes ne contiennent jamais la lettre U.',
  },
} satisfies Translation<typeof english>;
