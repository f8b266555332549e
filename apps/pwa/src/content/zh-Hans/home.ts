/** The landing page's texts, in Chinese, with the same keys as the English `HOME_TEXT`. */
export const HOME_TEXT = {
  heroSubtitle: '您的个人安全助手',
  welcomeTitle: (product: string) => `欢迎使用 ${product}`,
  welcomeTagline: '在紧急情况下守护您的个人安全助手。',
  featuresTitle: '功能',
  downloadTitle: '立即下载',
  downloadText: '下载 iPhone 或 Android 版应用，添加您的守护者，在需要之前做好准备。',
  appStoreLabel: '前往 App Store 下载',
  playStoreLabel: '前往 Google Play 下载',
} as const;
