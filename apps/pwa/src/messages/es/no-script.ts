import type { Translation } from '../../i18n/translatable';
import type english from '../en/no-script';

export default {
  text: 'Este sitio necesita JavaScript para sus páginas de consulta y de comentarios.',
} satisfies Translation<typeof english>;
