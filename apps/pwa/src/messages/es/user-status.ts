import type { Translation } from '../../i18n/translatable';
import type english from '../en/user-status';

export default {
  intro:
    'Una ayuda de depuración: pega el JSON de un estado para ver cómo lo muestra la consulta de héroes. Se lee solo en este dispositivo; no se envía ni se guarda nada.',
  inputLabel: 'JSON del estado',
  inputHint: 'Cada cambio se lee al instante.',
  parseError: (message: string) => `Error al leer el estado: ${message}`,
  parsed: 'El estado se leyó correctamente.',
  parsedHeading: 'Estado leído',
  datesHeading: 'Fechas',
  datesCaption: 'Las fechas del estado en UTC y en hora local',
  columns: {
    field: 'Campo',
    sent: 'Valor enviado',
    utc: 'UTC',
    local: (zone: string) => `Hora local (${zone})`,
  },
  rawHeading: 'JSON sin procesar',
} satisfies Translation<typeof english>;
