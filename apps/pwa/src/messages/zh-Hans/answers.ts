import { ACKNOWLEDGEMENT_LIMITS, ARRIVAL_LIMITS, PLACES_PER_HOLDER } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/answers';

export default {
  heading: '告诉对方和其他守护者',
  nameLabel: '您的名字',
  nameHint: '选填。会和您的回复一起显示，并保存在此设备上。',
  nameProblems: {
    invisible: '请删除不可见字符。',
    marks: '一个字母上最多只能有3个附加符号。',
    blank: '名字必须有可见内容，否则请留空。',
    tooLong: `最多${ACKNOWLEDGEMENT_LIMITS.name}个字符。`,
  },
  buttons: {
    seen: '我已看到',
    'on-the-way': '我正在赶去',
    'called-emergency-services': '我已呼叫紧急服务',
    here: '我已在对方身边',
  },
  distance: {
    share: '告诉大家我还有多远',
    update: '更新我还有多远',
    takeBack: '撤回我的预计时间',
    modeLegend: '您怎么过去？',
    modes: { foot: '步行', car: '驾车' },
    hint: (person) =>
      `您的浏览器只会向本页面提供一次您的位置；发送出去的只有您到${person ?? '对方'}最后已知位置所需的分钟数，绝不会发送您在哪里。`,
    refusedTitle: '未发送预计时间',
    noPosition: '您的浏览器未向本页面提供您的位置。请允许使用您的位置信息，然后重试。',
    tooFar: (person) =>
      `您距离${person ?? '对方'}的最后已知位置超过${ARRIVAL_LIMITS.maxKm}公里，太远了，无法估算。`,
  },
  freshPosition: {
    ask: '请求最新位置',
    ago: (ms) => (ms < 60_000 ? `${Math.floor(ms / 1000)}秒前` : `${Math.floor(ms / 60_000)}分钟前`),
    waiting: (who, ago, person) =>
      `${who ?? '一位守护者'}于${ago}请求了最新位置 · 正在等待${person ?? '对方'}的手机回应`,
    answered: (ago) => `已收到新位置（${ago}）`,
    saidWaiting: (who, person) =>
      `${who ?? '一位守护者'}请求了最新位置，正在等待${person ?? '对方'}的手机回应。`,
    saidAnswered: '已收到新位置。',
    declined: (person) => `${person ?? '对方'}的手机没有发送新位置`,
    unanswered: (person) => `${person ?? '对方'}的手机尚未回应，可能已关机或没有信号。`,
    failureTitle: '您的请求未发送',
    refusals: {
      hero: '您在不到2分钟前已请求过最新位置。',
      status: '不到30秒前已有守护者请求过最新位置。',
      pending: '已经请求过最新位置，请等待对方的手机回应。',
    },
  },
  viewers: (count, person) => {
    const status = person ? `${person}的状态` : '此状态';
    return `${count}个页面正在查看${status}（包括您这一页）`;
  },
  failureTitle: '您的回复未发送',
  refusals: {
    full: `此状态已有${ACKNOWLEDGEMENT_LIMITS.perStatus}条回复，已达上限。请直接给对方打电话或发消息。`,
    'client-full': `来自此地址的${PLACES_PER_HOLDER.perClient}位守护者已回复此状态，已达单个地址的上限。请直接给对方打电话或发消息。`,
    'network-full': `来自此网络的${PLACES_PER_HOLDER.perNetwork}位守护者已回复此状态，已达单个网络的上限。请直接给对方打电话或发消息。`,
  },
} satisfies Translation<typeof english>;
