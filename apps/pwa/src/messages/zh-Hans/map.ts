import type { Translation } from '../../i18n/translatable';
import type english from '../en/map';

export default {
  mapLabel: '最后已知位置的地图。方向键可移动地图，加号和减号可缩放。',
  showCurrent: '显示当前位置',
  near: (street: string, crossing: string | undefined) =>
    crossing ? `靠近${street}与${crossing}交叉口。` : `靠近${street}。`,
  lastKnown: '最后已知位置',
  accuracy: (distance: string) => `±${distance}`,
  ago: (elapsed: string) => `${elapsed}前`,
  moved: (distance: string, span: string) => `过去${span}内移动了${distance}。`,
  // Chinese nouns have one form for every count.
  trail: (count: string, _plural: Intl.LDMLPluralRule) => `轨迹：${count}个位置。`,
  noStreetMap: '本网站未配置街道地图。',
} satisfies Translation<typeof english>;
