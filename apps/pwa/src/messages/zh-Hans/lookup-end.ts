import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup-end';

export default {
  heading: (name: string) => `${name}的状态已结束`,
  stoppedAt: (name: string | undefined, time: string) => `${name ?? '对方'}已于${time}停止共享。`,
  notSafe: '这并不代表对方已经安全。如果您担心对方，请给对方打电话。',
  stopped: '对方已停止共享此状态。',
} satisfies Translation<typeof english>;
