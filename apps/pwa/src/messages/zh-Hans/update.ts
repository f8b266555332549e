import type { Translation } from '../../i18n/translatable';
import type english from '../en/update';

export default {
  available: '本网站有新版本。',
  reload: '重新加载以更新',
  later: '稍后',
  offlineReady: '本网站现在可以离线使用。',
  ok: '好的',
} satisfies Translation<typeof english>;
