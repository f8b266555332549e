import type { Translation } from '../../i18n/translatable';
import type english from '../en/alerts';

export default {
  turnOn: '在此设备上提醒我',
  turningOn: '正在开启提醒…',
  on: '此设备已开启此状态的提醒。',
  stop: '关闭提醒',
  stopping: '正在关闭提醒…',
  stopped: '此设备已关闭此状态的提醒。',
  refused: '本网站未获准显示通知，因此无法开启提醒。请在浏览器设置中允许通知，然后重试。',
  unavailable: '本网站暂时无法提供提醒。',
  failed: '无法开启提醒，请重试。',
  stopFailed: '无法关闭提醒，请重试。',
  listHeading: '您在此设备上的提醒',
  listItem: (code: string) => `查询 ${code}`,
  addToHomeScreen:
    '如需在这部 iPhone 或 iPad 上接收此状态的提醒，请将本网站添加到主屏幕（点按“分享”，再点按“添加到主屏幕”），然后从主屏幕打开并查询访问码：提醒只能在主屏幕上的应用中使用。',
} satisfies Translation<typeof english>;
