import type { UiMessages } from '@safety-companion/ui';

// The UI package's words of the landing page (its features and store badges). The navigation bar takes its words
// as props, from the `site` section.
export default {
  features: {
    carouselLabel: 'الميزات',
    carouselRole: 'عرض متتابع',
    slideRole: 'شريحة',
    pauseRotation: 'إيقاف التبديل التلقائي مؤقتًا',
    startRotation: 'تشغيل التبديل التلقائي',
    chooseFeature: 'اختر ميزة',
    showFeature: (position, count, title) => `عرض الميزة ${position} من ${count}: ${title}`,
    slide: (position, count) => `${position} من ${count}`,
    expandImage: (title) => `تكبير الصورة: ${title}`,
    close: 'إغلاق',
  },
  // The badge shows 'حمّل التطبيق من App Store'; a screen reader hears 'حمّل {product} من App Store'.
  storeLinks: {
    appStore: { verb: 'حمّل', filler: 'التطبيق', preposition: 'من', store: 'App Store' },
    googlePlay: { verb: 'احصل على', filler: 'التطبيق', preposition: 'من', store: 'Google Play' },
  },
} satisfies Pick<UiMessages, 'features' | 'storeLinks'>;
