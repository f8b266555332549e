import type { Translation } from '../../i18n/translatable';
import type english from '../en/alerts';

export default {
  turnOn: 'Avisarme en este dispositivo',
  turningOn: 'Activando alertas...',
  on: 'Las alertas de este estado están activadas en este dispositivo.',
  stop: 'Desactivar alertas',
  stopping: 'Desactivando alertas...',
  stopped: 'Las alertas de este estado están desactivadas en este dispositivo.',
  refused:
    'Este sitio no tiene permiso para mostrar notificaciones, así que no se pueden activar las alertas; permítelas en la configuración de tu navegador y vuelve a intentarlo.',
  unavailable: 'Las alertas no están disponibles en este sitio por el momento.',
  failed: 'No se pudieron activar las alertas. Vuelve a intentarlo.',
  stopFailed: 'No se pudieron desactivar las alertas. Vuelve a intentarlo.',
  listHeading: 'Tus alertas en este dispositivo',
  listItem: (code: string) => `Consultar ${code}`,
  addToHomeScreen:
    'Para recibir alertas de este estado en este iPhone o iPad, agrega este sitio a tu pantalla de inicio (Compartir y luego Agregar a inicio) y consulta el código desde ahí: las alertas funcionan desde la app de la pantalla de inicio.',
} satisfies Translation<typeof english>;
