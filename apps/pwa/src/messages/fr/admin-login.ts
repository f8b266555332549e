import { ADMIN_LOGIN_LIMITS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/admin-login';

/** French gives 0 and 1 the singular ('one' of `Intl.PluralRules`), any other count the plural. */
const PLURAL = new Intl.PluralRules('fr');

export default {
  username: 'Nom d’utilisateur',
  password: 'Mot de passe',
  submit: 'Se connecter',
  submitting: 'Connexion en cours…',
  invalidCredentials: 'Identifiants incorrects. Veuillez réessayer.',
  failure: 'Une erreur s’est produite. Veuillez réessayer.',
  tooManyAttempts: 'Trop de tentatives de connexion échouées. Patientez quelques minutes, puis réessayez.',
  tooManyAttemptsFor: (wait: string) => `Trop de tentatives de connexion échouées. Réessayez dans ${wait}.`,
  wait: {
    oneMinute: 'une minute',
    minutes: (count: number) => `${count}\u00a0${PLURAL.select(count) === 'one' ? 'minute' : 'minutes'}`,
  },
  fields: {
    username: {
      required: 'Saisissez votre nom d’utilisateur.',
      tooLong: `Le nom d’utilisateur doit comporter moins de ${ADMIN_LOGIN_LIMITS.username + 1} caractères.`,
    },
    password: {
      required: 'Saisissez votre mot de passe.',
      tooLong: `Le mot de passe doit comporter moins de ${ADMIN_LOGIN_LIMITS.password + 1} caractères.`,
    },
  },
} satisfies Translation<typeof english>;
