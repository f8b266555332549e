/** The landing page's texts, in Arabic, with the same keys as the English `HOME_TEXT`. */
export const HOME_TEXT = {
  heroSubtitle: 'رفيقك للسلامة الشخصية',
  welcomeTitle: (product: string) => `مرحبًا بك في ${product}`,
  welcomeTagline: 'رفيقك للسلامة الشخصية في حالات الطوارئ.',
  featuresTitle: 'الميزات',
  downloadTitle: 'حمّل التطبيق الآن',
  downloadText: 'حمّل التطبيق على iPhone أو Android، وأضِف أبطالك، وكن مستعدًا قبل أن تحتاج إليهم.',
  appStoreLabel: 'حمّله من App Store',
  playStoreLabel: 'احصل عليه من Google Play',
} as const;
