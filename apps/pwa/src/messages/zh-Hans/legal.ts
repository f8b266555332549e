import type { Translation } from '../../i18n/translatable';
import type english from '../en/legal';

export default {
  privacy: '隐私政策',
  eula: '最终用户许可协议',
  optin: '选择加入政策',
} satisfies Translation<typeof english>;
