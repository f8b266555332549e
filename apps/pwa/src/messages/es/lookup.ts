import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup';

export default {
  heading: 'Consulta para héroes',
  emergencyAdvice:
    'Si crees que esa persona está en peligro, primero llama al número de emergencias de tu zona (el 911 en EE. UU.).',
  codeLabel: 'Código de acceso',
  codeHint: 'Las 6 letras o dígitos del mensaje de texto, como ABC123.',
  codePlaceholder: 'Ingresa el código de 6 caracteres',
  submit: 'Consultar información',
  failureTitle: 'La consulta falló',
  wrongCode: (hours: number) =>
    `Revisa los 6 caracteres del mensaje de texto. Un código deja de funcionar ${hours === 1 ? 'una hora' : `${hours} horas`} después de que termina su estado.`,
  refreshFailureTitle: 'No se pudo actualizar el estado',
  ended: 'Este estado ha finalizado.',
  beforeEnded: 'Antes de finalizar',
  forget: 'Olvidar este código',
  stateChanged: (statusLine: string) => `El estado cambió: ${statusLine}`,
  emergencyOn: (name: string | undefined, time: string) =>
    name
      ? `${name} necesita ayuda: emergencia activada a las ${time}.`
      : `Emergencia activada a las ${time}.`,
  positionChanged: (name: string | undefined, time: string) =>
    `${name ? `El teléfono de ${name}` : 'El teléfono'} envió una posición nueva a las ${time}.`,
  offline: {
    waiting: (name: string | undefined, every: string) =>
      `Sin conexión. El estado de ${name ?? 'la persona'} se mostrará en cuanto vuelvas a tener conexión; lo intentamos cada ${every}.`,
    idle: 'Sin conexión. Podrás consultar un código en cuanto vuelvas a tener conexión.',
    call: (number: string) => `Si temes por esa persona ahora, llama al ${number}.`,
  },
  unreachable: (every: string) => `Nuestro servidor no responde. Lo volvemos a intentar cada ${every}.`,
  errors: {
    notFound: 'No se encontró a la persona.',
    ended: 'Este estado ha finalizado.',
    tooManyAttempts: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    tooManyAttemptsFor: (wait: string) => `Demasiados intentos. Vuelve a intentarlo en ${wait}.`,
    unavailable:
      'El servicio de consulta no está disponible en este momento. Vuelve a intentarlo en un rato.',
    unreachable: 'No se pudo conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.',
    wait: { oneMinute: 'un minuto', minutes: (count: number) => `${count} minutos` },
  },
  codeProblems: {
    required: 'Ingresa el código de 6 caracteres.',
    invalid: 'El código tiene 6 letras o dígitos, como ABC123.',
    withU: 'Los códigos nunca llevan la letra U.',
  },
} satisfies Translation<typeof english>;
