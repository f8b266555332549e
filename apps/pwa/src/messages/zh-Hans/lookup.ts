import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup';

export default {
  heading: '守护者查询',
  emergencyAdvice: '如果您认为对方有危险，请先拨打当地紧急求助电话（在美国为911）。',
  codeLabel: '访问码',
  codeHint: '短信中的6位字母或数字，例如 ABC123。',
  codePlaceholder: '输入6位访问码',
  submit: '查询信息',
  failureTitle: '查询失败',
  wrongCode: (hours: number) => `请核对短信中的6个字符。状态结束${hours}小时后，访问码即失效。`,
  refreshFailureTitle: '无法刷新状态',
  ended: '此状态已结束。',
  beforeEnded: '结束前的状态',
  forget: '忘记此访问码',
  stateChanged: (statusLine: string) => `状态已变化：${statusLine}`,
  emergencyOn: (name: string | undefined, time: string) =>
    name ? `${name}需要帮助：已于${time}发出紧急求助。` : `已于${time}发出紧急求助。`,
  positionChanged: (name: string | undefined, time: string) =>
    `${name ? `${name}的手机` : '对方的手机'}于${time}发送了新位置。`,
  offline: {
    waiting: (name: string | undefined, every: string) =>
      `没有网络连接。恢复联网后，${name ?? '对方'}的状态会立即显示；我们每${every}尝试一次。`,
    idle: '没有网络连接。恢复联网后即可查询访问码。',
    call: (number: string) => `如果您现在就担心对方的安全，请拨打${number}。`,
  },
  unreachable: (every: string) => `我们的服务器没有响应。我们每${every}重试一次。`,
  errors: {
    notFound: '未找到该用户。',
    ended: '此状态已结束。',
    tooManyAttempts: '尝试次数过多，请稍候再试。',
    tooManyAttemptsFor: (wait: string) => `尝试次数过多，请${wait}后再试。`,
    unavailable: '查询服务暂时不可用，请稍后再试。',
    unreachable: '无法连接服务器。请检查您的网络连接，然后重试。',
    wait: { oneMinute: '1分钟', minutes: (count: number) => `${count}分钟` },
  },
  codeProblems: {
    required: '请输入6位访问码。',
    invalid: '访问码由6个字母或数字组成，例如 ABC123。',
    withU: '访问码中不会有字母 U。',
  },
} satisfies Translation<typeof english>;
