import type { Translation } from '../../i18n/translatable';
import type english from '../en/site';

export default {
  tagline: 'رفيقك للسلامة الشخصية',
  skipLink: 'انتقل إلى المحتوى الرئيسي',
  nav: {
    /** The navigation landmark's name, and its toggle on narrow screens (the UI package's words, given as props). */
    label: 'التنقل الرئيسي',
    menu: 'القائمة',
    home: 'الصفحة الرئيسية',
    privacy: 'سياسة الخصوصية',
    accountDeletion: 'حذف الحساب',
    feedback: 'الملاحظات',
    lookup: 'استعلام الأبطال',
    adminLogin: 'دخول المسؤول',
  },
  footer: {
    label: 'تذييل الصفحة',
    about: 'من نحن',
    legal: 'المستندات القانونية',
    accountDeletion: 'حذف الحساب',
    feedback: 'الملاحظات',
    note: 'رفيقك للسلامة الشخصية.',
  },
  offline:
    'أنت غير متصل بالإنترنت. الصفحات التي زرتها ما زالت تعمل؛ أما الاستعلامات والملاحظات فتحتاج إلى اتصال.',
  needsConnection: {
    title: 'لا يوجد اتصال',
    text: (what: string) =>
      `${what} يحتاج إلى اتصال بالإنترنت. يمكنك ملء النموذج الآن؛ وسيعمل الإرسال مجددًا فور عودة اتصالك.`,
  },
  routeError: {
    heading: 'حدث خطأ ما',
    title: 'تعذّر عرض هذه الصفحة',
    offline: 'تحتاج هذه الصفحة إلى اتصال بالإنترنت. يُرجى الاتصال بالإنترنت ثم المحاولة مرة أخرى.',
    notLoaded: 'تعذّر تحميل هذه الصفحة. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
    unexpected: 'حدث خطأ غير متوقع.',
    tryAgain: 'حاول مرة أخرى',
    or: 'أو',
    home: 'انتقل إلى الصفحة الرئيسية',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    text: 'لا توجد صفحة بهذا العنوان. ربما نُقلت، أو ربما كُتب الرابط بشكل خاطئ.',
    home: 'انتقل إلى الصفحة الرئيسية',
  },
  pages: {
    homeDescription: (product: string) =>
      `يشارك ${product} موقعك مع الأشخاص الذين تثق بهم عندما يحدث خطب ما.`,
    welcome: (product: string) => `مرحبًا بك في ${product}`,
    about: 'من نحن',
    aboutDescription: (product: string) => `مهمتنا وفريقنا وقصتنا: الأشخاص الذين يقفون وراء ${product}.`,
    accountDeletion: 'حذف الحساب',
    accountDeletionDescription: (product: string) => `كيف تحذف حسابك في ${product} وكل ما يُخزَّن معه.`,
    legal: 'المستندات القانونية',
    legalTabs: 'المستندات القانونية',
    lookup: 'استعلام الأبطال',
    lookupDescription: 'هل تلقّيت رمز وصول في رسالة نصية؟ أدخله لترى حالة الشخص الذي اختارك بطلًا له.',
    feedback: 'الملاحظات',
    feedbackDescription: (product: string) => `أخبِر فريق ${product} برأيك: أفكار ومشكلات وإشادات.`,
    adminLogin: 'دخول المسؤول',
    adminLoginSubtitle: 'الوصول إلى لوحة الإدارة',
    userStatus: 'حالة المستخدم',
    userStatusDescription: 'أداة لتصحيح الأخطاء تعرض كيف تُقرأ لقطة حالة مُلصقة.',
    adminDashboard: 'لوحة الإدارة',
    adminDashboardDescription: 'صندوق الملاحظات الوارد في لوحة الإدارة.',
    legalDescription: (product: string) =>
      `سياسة الخصوصية واتفاقية ترخيص المستخدم النهائي وسياسة الموافقة الخاصة بـ${product}.`,
  },
} satisfies Translation<typeof english>;
