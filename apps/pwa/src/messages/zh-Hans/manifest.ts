import type { Translation } from '../../i18n/translatable';
import type english from '../en/manifest';

export default {
  name: (product: string) => `${product}：个人安全助手`,
  description: (product: string) => `${product} 是一款个人安全助手。守护者可以在这里用访问码查询状态。`,
  lookupShortcut: {
    name: '守护者查询',
    shortName: '查询',
    description: '用您的访问码查询状态',
  },
  feedbackShortcut: { name: '意见反馈', description: '向我们发送反馈' },
  screenshots: {
    narrow: '手机上的首页',
    wide: '电脑上的首页',
  },
} satisfies Translation<typeof english>;
