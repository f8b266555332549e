import { ADMIN_LOGIN_LIMITS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/admin-login';

export default {
  username: '用户名',
  password: '密码',
  submit: '登录',
  submitting: '正在登录…',
  invalidCredentials: '用户名或密码不正确，请重试。',
  failure: '出现错误，请重试。',
  tooManyAttempts: '登录失败次数过多，请等待几分钟后重试。',
  tooManyAttemptsFor: (wait: string) => `登录失败次数过多，请${wait}后重试。`,
  wait: { oneMinute: '1分钟', minutes: (count: number) => `${count}分钟` },
  fields: {
    username: {
      required: '请输入用户名。',
      tooLong: `用户名不能超过${ADMIN_LOGIN_LIMITS.username}个字符。`,
    },
    password: {
      required: '请输入密码。',
      tooLong: `密码不能超过${ADMIN_LOGIN_LIMITS.password}个字符。`,
    },
  },
} satisfies Translation<typeof english>;
