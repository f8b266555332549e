import type { Translation } from '../../i18n/translatable';
import type english from '../en/no-script';

export default {
  text: 'Les pages de consultation et d’avis de ce site nécessitent JavaScript.',
} satisfies Translation<typeof english>;
