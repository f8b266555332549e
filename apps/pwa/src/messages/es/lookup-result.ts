import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup-result';

export default {
  submitting: 'Consultando...',
  resultHeading: 'Estado',
  namedHeading: {
    emergency: (name: string) => `${name} necesita ayuda`,
    other: (name: string) => `Estado de ${name}`,
  },
  photoAlt: (name: string | undefined) => (name ? `Foto de ${name}` : 'Foto compartida por la persona'),
  lastReported: (name: string | undefined, time: string, elapsed: string) =>
    `Última señal ${name ? `de ${name}` : 'del teléfono'}: ${time} (hace ${elapsed})`,
  silent: (name: string | undefined, elapsed: string) =>
    `Sin noticias del teléfono${name ? ` de ${name}` : ''} desde hace ${elapsed}. La posición puede no estar al día: puede que su teléfono esté apagado o sin señal.`,
  connection: {
    connecting: 'Conectando para recibir cambios en vivo…',
    live: 'En vivo: los cambios se ven al instante',
    waiting: (name: string | undefined) => `Conectado · esperando al teléfono${name ? ` de ${name}` : ''}`,
    retrying: (every: string) =>
      `Sin conexión en vivo, reconectando. Mientras tanto, se actualiza cada ${every}`,
    retryingUnreachable: (every: string) =>
      `Sin conexión en vivo, reconectando. Mientras tanto, lo volvemos a intentar cada ${every}`,
    retryingExpired: 'Sin conexión en vivo, reconectando',
  },
  call: (number: string) => `Llamar al ${number}`,
  localEmergencyNumber: 'número de emergencias de tu zona',
  directions: 'Cómo llegar',
  callPerson: (name: string | undefined) => (name ? `Llamar a ${name}` : 'Llamar a su teléfono'),
  messagePerson: (name: string | undefined) => (name ? `Escribir a ${name}` : 'Enviar un mensaje'),
} satisfies Translation<typeof english>;
