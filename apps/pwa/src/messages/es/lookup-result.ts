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
  lastUpdated: 'Última actualización',
  connection: {
    connecting: 'Conectando para recibir cambios en vivo…',
    live: 'En vivo: los cambios aparecen en cuanto ocurren',
    retrying: (every: string) =>
      `Sin conexión en vivo, reconectando. Mientras tanto, se actualiza cada ${every}`,
    retryingUnreachable: (every: string) =>
      `Sin conexión en vivo, reconectando. Mientras tanto, lo volvemos a intentar cada ${every}`,
    retryingExpired: 'Sin conexión en vivo, reconectando',
  },
  call: (number: string) => `Llamar al ${number}`,
  localEmergencyNumber: 'número de emergencias de tu zona',
  directions: 'Cómo llegar',
  statusLine: {
    emergency: 'EMERGENCIA',
    active: 'Activo',
    expiredAt: (time: string) => `El temporizador venció a las ${time}`,
  },
} satisfies Translation<typeof english>;
