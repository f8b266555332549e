import type { Translation } from '../../i18n/translatable';
import type english from '../en/update';

export default {
  available: 'Une nouvelle version de ce site est disponible.',
  reload: 'Recharger pour mettre à jour',
  later: 'Plus tard',
  offlineReady: 'Ce site est prêt à fonctionner hors ligne.',
  ok: 'D’accord',
} satisfies Translation<typeof english>;
