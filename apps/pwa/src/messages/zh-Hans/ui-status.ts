import {
  type AnswerWords,
  describeAcknowledgement,
  describeOwnAcknowledgement,
  formatMinutes,
  formatUnits,
} from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';
import STATUS_LINES from './ui-status-lines';

// The UI package's words of the status panel and its answers (the lookup and the status pages).
/** The heroes' answers: the contract's `describeAcknowledgement` joins these words. */
const ANSWER_WORDS_ZH_HANS: AnswerWords = {
  locale: 'zh-Hans',
  unnamedHero: '一位守护者',
  unnamedPerson: '对方',
  did: {
    seen: () => '已看到',
    'on-the-way': () => '正在赶去',
    'called-emergency-services': () => '已呼叫紧急服务',
    here: (person) => `已在${person}身边`,
  },
  heroDid: (hero, did) => `${hero}${did}`,
  ownDid: {
    seen: () => '您已看到',
    'on-the-way': () => '您正在赶去',
    'called-emergency-services': () => '您已呼叫紧急服务',
    here: (person) => `您已在${person}身边`,
  },
  modes: { foot: '步行', car: '驾车' },
  /** '，驾车约12–18分钟（估计）', with `toLastKnownPosition` when the position is stale. */
  estimate: (range, mode, target) => `，${mode}约${range}${target}（估计）`,
  toLastKnownPosition: (person) => `到达${person ? `${person}的` : '对方的'}最后已知位置`,
};

export default {
  status: {
    ...STATUS_LINES,
    was: (statusLine) => `之前的状态：${statusLine}`,
    callNumber: (phoneNumber) => `拨打${phoneNumber}`,
    notSet: '未设置',
    startTime: '开始时间',
    endTime: '结束时间',
    lastUpdate: '最后更新',
    theirTime: (time) => `对方当地时间${time}`,
    theirTimeZone: (zone) => `对方的时区：${zone}`,
    updatedAgo: (elapsed) => `${elapsed}前更新`,
    noNewPosition: (elapsed) => `已有${elapsed}没有新位置`,
    who: '和谁在一起',
    what: '在做什么',
    where: '在哪里',
    photoAlt: '对方分享的照片',
    viewCurrentLocation: '在地图上查看当前位置',
    directions: '从出发地点到当前位置的路线',
    viewStartLocation: '在地图上查看出发地点',
    opensInNewTab: '在新标签页中打开',
  },
  statusFacts: {
    timeLeft: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? '不到1分钟后结束'
        : `还剩${formatMinutes(hours * 60 + minutes, 'zh-Hans')}`,
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
    answer: (answer, context) => describeAcknowledgement(answer, context, ANSWER_WORDS_ZH_HANS),
    ownAnswer: (answer, context) => describeOwnAcknowledgement(answer, context, ANSWER_WORDS_ZH_HANS),
    justNow: '刚刚',
    ago: (amount, unit) => `${formatUnits(amount, unit, 'zh-Hans')}前`,
  },
} satisfies Pick<UiMessages, 'status' | 'statusFacts' | 'statusLocation' | 'statusAnswers'>;
