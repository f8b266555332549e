import { ADMIN_LOGIN_LIMITS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/admin-login';

/** A count of minutes in Arabic's plural forms, after 'بعد' ('بعد دقيقتين', 'بعد 3 دقائق', 'بعد 14 دقيقة'). */
const minutes = (count: number) =>
  ({
    zero: `${count} دقيقة`,
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: `${count} دقائق`,
    many: `${count} دقيقة`,
    other: `${count} دقيقة`,
  })[new Intl.PluralRules('ar').select(count)];

export default {
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  submit: 'تسجيل الدخول',
  submitting: 'جارٍ تسجيل الدخول...',
  invalidCredentials: 'بيانات الدخول غير صحيحة. يُرجى المحاولة مرة أخرى.',
  failure: 'حدث خطأ. يُرجى المحاولة مرة أخرى.',
  tooManyAttempts: 'محاولات تسجيل دخول فاشلة كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  tooManyAttemptsFor: (wait: string) =>
    `محاولات تسجيل دخول فاشلة كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ${wait}.`,
  wait: { oneMinute: 'دقيقة واحدة', minutes },
  fields: {
    username: {
      required: 'أدخل اسم المستخدم.',
      tooLong: `يجب أن يكون اسم المستخدم أقل من ${ADMIN_LOGIN_LIMITS.username + 1} حرف.`,
    },
    password: {
      required: 'أدخل كلمة المرور.',
      tooLong: `يجب أن تكون كلمة المرور أقل من ${ADMIN_LOGIN_LIMITS.password + 1} حرف.`,
    },
  },
} satisfies Translation<typeof english>;
