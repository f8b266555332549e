import { ADMIN_LOGIN_LIMITS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/admin-login';

export default {
  username: 'Usuário',
  password: 'Senha',
  submit: 'Entrar',
  submitting: 'Entrando...',
  invalidCredentials: 'Usuário ou senha incorretos. Tente novamente.',
  failure: 'Ocorreu um erro. Tente novamente.',
  tooManyAttempts: 'Muitas tentativas sem sucesso. Aguarde alguns minutos e tente novamente.',
  tooManyAttemptsFor: (wait: string) => `Muitas tentativas sem sucesso. Tente novamente em ${wait}.`,
  // `describeWait` says `oneMinute` up to a minute, so `minutes` always counts two or more.
  wait: { oneMinute: 'um minuto', minutes: (count: number) => `${count} minutos` },
  fields: {
    username: {
      required: 'Digite seu usuário.',
      tooLong: `O usuário deve ter menos de ${ADMIN_LOGIN_LIMITS.username + 1} caracteres.`,
    },
    password: {
      required: 'Digite sua senha.',
      tooLong: `A senha deve ter menos de ${ADMIN_LOGIN_LIMITS.password + 1} caracteres.`,
    },
  },
} satisfies Translation<typeof english>;
