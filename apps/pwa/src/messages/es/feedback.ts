import { FEEDBACK_LIMITS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/feedback';

export default {
  heading: 'Comentarios',
  intro:
    'Cuéntanos qué te funciona, qué no y qué te gustaría ver después. Leemos cada mensaje y usamos tu correo electrónico solo para responderte.',
  name: 'Nombre',
  email: 'Correo electrónico',
  subject: 'Asunto',
  message: 'Mensaje',
  submit: 'Enviar comentarios',
  submitting: 'Enviando...',
  failureTitle: 'Tus comentarios no se enviaron',
  thankYouHeading: '¡Gracias!',
  thankYou:
    'Tus comentarios se enviaron correctamente. ¡Te agradecemos que te tomes el tiempo de compartir tu opinión con nosotros!',
  sendMore: 'Enviar más comentarios',
  offlineWhat: 'Enviar comentarios',
  fields: {
    name: {
      required: 'Escribe tu nombre.',
      tooLong: `Tu nombre debe tener menos de ${FEEDBACK_LIMITS.name + 1} caracteres.`,
    },
    email: {
      required: 'Escribe tu correo electrónico.',
      invalid: 'Escribe un correo electrónico válido, como nombre@ejemplo.com.',
      tooLong: `Tu correo electrónico debe tener menos de ${FEEDBACK_LIMITS.email + 1} caracteres.`,
    },
    subject: {
      required: 'Escribe un asunto.',
      tooLong: `El asunto debe tener menos de ${FEEDBACK_LIMITS.subject + 1} caracteres.`,
    },
    body: {
      required: 'Escribe tu mensaje.',
      tooLong: `Tu mensaje debe tener menos de ${FEEDBACK_LIMITS.body + 1} caracteres.`,
    },
    controlCharacters: 'Quita los caracteres de control invisibles.',
  },
  failures: {
    authentication: 'Inicia sesión para enviar comentarios.',
    network: 'Error de red. Revisa tu conexión y vuelve a intentarlo.',
    server: 'Error del servidor. Vuelve a intentarlo más tarde.',
    unavailable: 'Servicio no disponible por el momento. Vuelve a intentarlo más tarde.',
    timeout: 'La solicitud tardó demasiado. Revisa tu conexión y vuelve a intentarlo.',
    other: (message: string) => `No se pudieron enviar los comentarios: ${message}`,
    unknown: 'Ocurrió un error desconocido',
  },
} satisfies Translation<typeof english>;
