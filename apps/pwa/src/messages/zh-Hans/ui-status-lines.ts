import { STATUS_LINE_WORDS_ZH_HANS } from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';

// The UI package's `status` section: the status line (the contract's Chinese words, which the Chinese pushes
// say too) and the lines of the status panel. A module of its own, because the lookup's early paint writes the
// status line and the lines under it with these words too, before the app and the rest of the panel's words load.
export default {
  ...STATUS_LINE_WORDS_ZH_HANS,
  emergencySince: (time, elapsed) => `紧急求助始于${time}（${elapsed}前）`,
  namedPlace: (place) => `地点：${place}（对方填写的地点）`,
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
} satisfies UiMessages['status'];
