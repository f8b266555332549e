import type { Translation } from '../../i18n/translatable';
import type english from '../en/update';

export default {
  available: 'Há uma nova versão deste site.',
  reload: 'Recarregar para atualizar',
  later: 'Mais tarde',
  offlineReady: 'Este site já funciona sem conexão.',
  ok: 'Entendi',
} satisfies Translation<typeof english>;
