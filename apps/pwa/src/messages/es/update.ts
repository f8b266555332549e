import type { Translation } from '../../i18n/translatable';
import type english from '../en/update';

export default {
  available: 'Hay una nueva versión de este sitio.',
  reload: 'Recargar para actualizar',
  later: 'Más tarde',
  offlineReady: 'Este sitio ya funciona sin conexión.',
  ok: 'Aceptar',
} satisfies Translation<typeof english>;
