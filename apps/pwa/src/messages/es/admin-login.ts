import { ADMIN_LOGIN_LIMITS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/admin-login';

export default {
  username: 'Usuario',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión...',
  invalidCredentials: 'Datos de acceso incorrectos. Vuelve a intentarlo.',
  failure: 'Ocurrió un error. Vuelve a intentarlo.',
  tooManyAttempts: 'Demasiados intentos fallidos. Espera unos minutos y vuelve a intentarlo.',
  tooManyAttemptsFor: (wait: string) => `Demasiados intentos fallidos. Vuelve a intentarlo en ${wait}.`,
  wait: { oneMinute: 'un minuto', minutes: (count: number) => `${count} minutos` },
  fields: {
    username: {
      required: 'Escribe tu usuario.',
      tooLong: `El usuario debe tener menos de ${ADMIN_LOGIN_LIMITS.username + 1} caracteres.`,
    },
    password: {
      required: 'Escribe tu contraseña.',
      tooLong: `La contraseña debe tener menos de ${ADMIN_LOGIN_LIMITS.password + 1} caracteres.`,
    },
  },
} satisfies Translation<typeof english>;
