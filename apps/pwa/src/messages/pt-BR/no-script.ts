import type { Translation } from '../../i18n/translatable';
import type english from '../en/no-script';

export default {
  text: 'Este site precisa de JavaScript para as páginas de consulta e de comentários.',
} satisfies Translation<typeof english>;
