import { FEEDBACK_LIMITS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/feedback';

/** 'أقل من 101 حرف', 'أقل من 255 حرفًا': the noun's form for the count, in Arabic's plural forms. */
const underCharacters = (limit: number) => {
  const count = limit + 1;
  const form = new Intl.PluralRules('ar').select(count);
  return `أقل من ${count} ${form === 'few' ? 'أحرف' : form === 'many' ? 'حرفًا' : 'حرف'}`;
};

export default {
  heading: 'الملاحظات',
  intro:
    'أخبرنا بما يناسبك وما لا يناسبك وما تودّ أن تراه لاحقًا. نقرأ كل رسالة، ولا نستخدم بريدك الإلكتروني إلا للرد عليك.',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  subject: 'الموضوع',
  message: 'الرسالة',
  submit: 'إرسال الملاحظات',
  submitting: 'جارٍ الإرسال...',
  failureTitle: 'لم تُرسَل ملاحظاتك',
  thankYouHeading: 'شكرًا لك!',
  thankYou: 'تم إرسال ملاحظاتك بنجاح. نقدّر تخصيصك الوقت لمشاركتنا رأيك!',
  sendMore: 'إرسال ملاحظات أخرى',
  offlineWhat: 'إرسال الملاحظات',
  fields: {
    name: {
      required: 'أدخل اسمك.',
      tooLong: `يجب أن يكون اسمك ${underCharacters(FEEDBACK_LIMITS.name)}.`,
    },
    email: {
      required: 'أدخل بريدك الإلكتروني.',
      invalid: 'أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com.',
      tooLong: `يجب أن يكون بريدك الإلكتروني ${underCharacters(FEEDBACK_LIMITS.email)}.`,
    },
    subject: {
      required: 'أدخل موضوعًا.',
      tooLong: `يجب أن يكون الموضوع ${underCharacters(FEEDBACK_LIMITS.subject)}.`,
    },
    body: {
      required: 'أدخل رسالتك.',
      tooLong: `يجب أن تكون رسالتك ${underCharacters(FEEDBACK_LIMITS.body)}.`,
    },
    controlCharacters: 'أزِل أحرف التحكم غير المرئية.',
  },
  failures: {
    authentication: 'يُرجى تسجيل الدخول لإرسال الملاحظات.',
    network: 'خطأ في الشبكة. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
    server: 'خطأ في الخادم. يُرجى المحاولة مرة أخرى لاحقًا.',
    unavailable: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى لاحقًا.',
    timeout: 'استغرق الطلب وقتًا أطول من اللازم. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
    other: (message: string) => `تعذّر إرسال الملاحظات: ${message}`,
    unknown: 'حدث خطأ غير معروف',
  },
} satisfies Translation<typeof english>;
