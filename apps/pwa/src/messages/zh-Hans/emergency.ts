import type { Translation } from '../../i18n/translatable';
import type english from '../en/emergency';
import map from './map';

/** '2025年3月3日 16:02', or '16:02' alone when it was today. */
const when = (time: string, day: string | undefined) => (day ? `${day} ${time}` : time);

export default {
  opensInNewTab: '在新标签页中打开',
  calls: (number: string, country: string) => `将拨打${number}（${country}）`,
  callsWithoutCountry: (number: string) => `将拨打${number}：您的浏览器没有提供您所在的国家或地区`,
  change: '更改',
  countryLabel: '国家或地区',
  countryNotChosen: '选择您所在的国家或地区',
  expired: {
    notStopped: '对方没有停止安全计时器。',
    tryCalling: (name: string | undefined, shared: boolean) =>
      shared
        ? `请先试着给${name ?? '对方'}打电话或发消息。`
        : `请先试着拨打您知道的${name ?? '对方'}的电话号码。`,
    call: (number: string) => `如果联系不上对方，又担心对方的安全，请拨打${number}。`,
  },
  dispatcher: {
    heading: '要告诉接线员的内容',
    stepsHeading: '现在怎么做',
    copy: '复制',
    copied: '已复制',
    copyFailed: '无法复制：请选中文字后手动复制。',
    share: '分享',
    shareTitle: '要告诉紧急服务接线员的信息',
  },
  brief: {
    who: (name: string) => `当事人：${name}。`,
    emergencyAt: (time: string, day: string | undefined, ago: string) =>
      `当事人于${when(time, day)}发出紧急求助（${ago}）。`,
    emergency: '当事人已发出紧急求助。',
    expiredAt: (time: string, day: string | undefined, ago: string) =>
      `当事人的安全计时器已于${when(time, day)}到期（${ago}），至今没有停止。`,
    expired: '当事人的安全计时器已到期，至今没有停止。',
    active: '当事人的安全计时器正在运行，没有紧急情况。',
    ago: (elapsed: string) => `${elapsed}前`,
    near: map.near,
    place: (place: string) => `当事人填写的地点：${place}。`,
    position: (coordinates: string, accuracy: string, taken: string) =>
      `位置：${coordinates}（纬度，经度）${accuracy ? `，${accuracy}` : ''}${taken ? `，${taken}` : ''}。`,
    accuracy: (meters: string) => `误差±${meters}米`,
    taken: (ago: string) => `定位于${ago}`,
    phone: (number: string) => `当事人的电话号码：${number}。`,
    wrote: (info: string) => `当事人留言：${info}`,
    doing: (what: string) => `活动：${what}。`,
    with: (who: string) => `同行人：${who}。`,
    battery: (percent: string, charging: boolean) => `手机电量：${percent}${charging ? '，正在充电' : ''}。`,
    elsewhere: (cityTime: string) =>
      `如果当事人不在您身边，请先说明：“当事人不在我身边”${cityTime}，然后报出上面的位置。`,
    cityTime: (city: string) => `，并说明当事人的手机设置的是${city}时间`,
    ownNumber: '请把您自己的电话号码告诉接线员。',
  },
  steps: {
    call: (number: string) => `立即拨打${number}。`,
    sayWhere: '先说在哪里：上面的位置和地点；再说发生了什么、您的姓名和电话号码。',
    stayOnLine: '保持通话，等接线员结束通话后再挂断。',
    texts: {
      'some-areas': (number: string) =>
        `只有在支持短信的地区（部分地区支持），才向${number}发送短信；打电话始终是更好的选择。`,
      registered: (number: string) => `只有事先在该服务登记过的手机才能向${number}发送短信；请直接打电话。`,
      no: (number: string) => `不要发短信：在这里，${number}只能打电话。`,
    },
    notAlone: '不要独自进入：请在安全的地方等候紧急服务人员。',
    tellHeroes: '请点按下方的“我已呼叫紧急服务”，告诉其他守护者。',
  },
} satisfies Translation<typeof english>;
