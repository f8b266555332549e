import type { Translation } from '../../i18n/translatable';
import type english from '../en/no-script';

export default {
  text: '本网站的查询和反馈页面需要 JavaScript 才能使用。',
} satisfies Translation<typeof english>;
