import { FEEDBACK_LIMITS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/feedback';

export default {
  heading: '意见反馈',
  intro:
    '请告诉我们哪些功能对您有用、哪些不好用，以及您接下来希望看到什么。每条消息我们都会阅读，您的电子邮箱地址只用于回复您。',
  name: '姓名',
  email: '电子邮箱',
  subject: '主题',
  message: '内容',
  submit: '提交反馈',
  submitting: '正在提交…',
  failureTitle: '您的反馈未发送',
  thankYouHeading: '谢谢！',
  thankYou: '您的反馈已成功提交。感谢您抽出时间与我们分享您的想法！',
  sendMore: '继续提交反馈',
  offlineWhat: '提交反馈',
  fields: {
    name: {
      required: '请输入您的姓名。',
      tooLong: `姓名不能超过${FEEDBACK_LIMITS.name}个字符。`,
    },
    email: {
      required: '请输入您的电子邮箱地址。',
      invalid: '请输入有效的电子邮箱地址，例如 name@example.com。',
      tooLong: `电子邮箱地址不能超过${FEEDBACK_LIMITS.email}个字符。`,
    },
    subject: {
      required: '请输入主题。',
      tooLong: `主题不能超过${FEEDBACK_LIMITS.subject}个字符。`,
    },
    body: {
      required: '请输入反馈内容。',
      tooLong: `反馈内容不能超过${FEEDBACK_LIMITS.body}个字符。`,
    },
    controlCharacters: '请删除不可见的控制字符。',
  },
  failures: {
    authentication: '请登录后再提交反馈。',
    network: '网络错误。请检查您的网络连接，然后重试。',
    server: '服务器错误，请稍后重试。',
    unavailable: '服务暂时不可用，请稍后重试。',
    timeout: '请求超时。请检查您的网络连接，然后重试。',
    other: (message: string) => `反馈提交失败：${message}`,
    unknown: '发生未知错误',
  },
} satisfies Translation<typeof english>;
