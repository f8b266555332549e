import type { Acknowledgement, AnswerContext } from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';
import STATUS from './ui-status-lines';

// The UI package's words of the status panel and its answers (the lookup and the status pages).
const UNITS = { minute: '分钟', hour: '小时', day: '天' } as const;
const personOf = ({ person }: AnswerContext) => person?.trim() || '对方';
const VERBS = {
  seen: () => '已看到',
  'on-the-way': () => '正在赶去',
  'called-emergency-services': () => '已呼叫紧急服务',
  here: (context: AnswerContext) => `已在${personOf(context)}身边`,
} as const;
const OWN = {
  seen: () => '您已看到',
  'on-the-way': () => '您正在赶去',
  'called-emergency-services': () => '您已呼叫紧急服务',
  here: (context: AnswerContext) => `您已在${personOf(context)}身边`,
} as const;
const MODES = { foot: '步行', car: '驾车' } as const;
/** '1小时5分钟', '45分钟', '2小时'. */
function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}
/** '12–18分钟', '45分钟–1小时5分钟'. */
const minutesRange = (min: number, max: number) =>
  max < 60 ? `${min}–${max}分钟` : `${minutesText(min)}–${minutesText(max)}`;
/** '，驾车约12–18分钟（估计）', 到对方的最后已知位置 when that position is old. */
function estimate({ eta }: Pick<Acknowledgement, 'eta'>, context: AnswerContext): string {
  if (!eta) return '';
  const person = context.person?.trim();
  const target = context.positionStale ? `到达${person ? `${person}的` : '对方的'}最后已知位置` : '';
  return `，${MODES[eta.mode]}约${minutesRange(eta.minMinutes, eta.maxMinutes)}${target}（估计）`;
}

export default {
  status: STATUS,
  statusFacts: {
    timeLeft: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? '不到1分钟后结束'
        : `还剩${hours > 0 ? `${hours}小时` : ''}${minutes}分钟`,
    timeLeftSpoken: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? '不到1分钟后结束。'
        : `${hours > 0 ? `${hours}小时` : ''}${minutes > 0 ? `${minutes}分钟` : ''}后结束。`,
    battery: (percent) => `电量${percent}`,
    low: '偏低',
    charging: '，正在充电',
    batterySpoken: (percent, { low, charging }) =>
      `手机电量为${percent}${low ? '，电量偏低' : ''}${charging ? '，正在充电' : ''}。`,
  },
  statusLocation: {
    label: '当前位置',
    copy: '复制坐标',
    copied: '坐标已复制',
    copyFailed: '无法复制：请选中坐标后手动复制。',
    accuracy: (distance, unit) => `误差${distance}${unit === 'm' ? '米' : '公里'}以内`,
    // Chinese nouns have one form for every count: `value` changes no word.
    accuracySpoken: (distance, _value, unit) => `定位误差在${distance}${unit === 'm' ? '米' : '公里'}以内。`,
  },
  statusAnswers: {
    heading: '守护者的回复',
    none: '还没有守护者回复。',
    answer: (answer, context) =>
      `${answer.name?.trim() || '一位守护者'}${VERBS[answer.kind](context)}${estimate(answer, context)}`,
    ownAnswer: (answer, context) => `${OWN[answer.kind](context)}${estimate(answer, context)}`,
    justNow: '刚刚',
    ago: (amount, unit) => `${amount}${UNITS[unit]}前`,
  },
} satisfies Pick<UiMessages, 'status' | 'statusFacts' | 'statusLocation' | 'statusAnswers'>;
