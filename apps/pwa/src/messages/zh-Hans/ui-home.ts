import type { UiMessages } from '@safety-companion/ui';

// The UI package's words of the landing page (its features and store badges). The navigation bar takes its words
// as props, from the `site` section.
export default {
  features: {
    carouselLabel: '功能',
    carouselRole: '轮播',
    slideRole: '幻灯片',
    pauseRotation: '暂停自动切换',
    startRotation: '开始自动切换',
    chooseFeature: '选择功能',
    showFeature: (position, count, title) => `显示第${position}项功能（共${count}项）：${title}`,
    slide: (position, count) => `第${position}项，共${count}项`,
    expandImage: (title) => `放大图片：${title}`,
    close: '关闭',
  },
  // The badge shows '下载 应用 请前往 App Store'; a screen reader hears '下载 {product} 请前往 App Store'. The
  // badge's parts come in a fixed order (verb, filler, preposition, store), so the store's name is said last.
  storeLinks: {
    appStore: { verb: '下载', filler: '应用', preposition: '请前往', store: 'App Store' },
    googlePlay: { verb: '下载', filler: '应用', preposition: '请前往', store: 'Google Play' },
  },
} satisfies Pick<UiMessages, 'features' | 'storeLinks'>;
