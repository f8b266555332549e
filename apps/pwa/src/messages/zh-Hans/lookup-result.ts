import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup-result';

/** '小明的手机', or '对方的手机' (the person's phone) without a name. */
const phoneOf = (name: string | undefined) => (name ? `${name}的手机` : '对方的手机');

export default {
  submitting: '正在查询…',
  resultHeading: '状态',
  namedHeading: {
    emergency: (name: string) => `${name}需要帮助`,
    other: (name: string) => `${name}的状态`,
  },
  photoAlt: (name: string | undefined) => (name ? `${name}的照片` : '对方分享的照片'),
  lastReported: (name: string | undefined, time: string, elapsed: string) =>
    `${phoneOf(name)}最后一次上报：${time}（${elapsed}前）`,
  silent: (name: string | undefined, elapsed: string) =>
    `${phoneOf(name)}已有${elapsed}没有更新。位置可能已经过时：对方的手机可能已关机或没有信号。`,
  connection: {
    connecting: '正在连接以接收实时更新…',
    live: '实时：有变化会立即显示',
    waiting: (name: string | undefined) => `已连接 · 正在等待${phoneOf(name)}`,
    retrying: (every: string) => `实时连接已断开，正在重新连接。在此期间每${every}刷新一次`,
    retryingUnreachable: (every: string) => `实时连接已断开，正在重新连接。在此期间每${every}重试一次`,
    retryingExpired: '实时连接已断开，正在重新连接',
  },
  call: (number: string) => `拨打${number}`,
  localEmergencyNumber: '当地紧急求助电话',
  directions: '路线',
  callPerson: (name: string | undefined) => (name ? `给${name}打电话` : '给对方打电话'),
  messagePerson: (name: string | undefined) => (name ? `给${name}发消息` : '给对方发消息'),
} satisfies Translation<typeof english>;
