import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup';

export default {
  heading: '守护者查询',
  aboutHeading: '查询如何运作',
  intro: [
    '有人选择了您作为守护者：也就是当对方可能遇到麻烦时，希望能联系到的可信赖的人。',
    '当对方发出紧急求助，或对方设置的安全计时器在对方停止它之前到期时，您会收到一条短信，其中有一个6位访问码。请在这里输入该访问码。',
    '您将看到对方当前的状态、安全计时器的开始和结束时间、对方的照片、对方填写的信息（和谁在一起、在做什么、在哪里），以及显示对方出发地点和当前位置的地图链接。',
  ],
  introKept: (every: string) =>
    `此标签页只保存它显示的访问码，从不保存状态；当状态结束、您查询其他访问码、点按“忘记此访问码”或关闭标签页时，访问码即被删除。开启提醒后，访问码会保存在此设备上，直到您关闭提醒或状态结束。状态的每次变化都会立即显示（无法保持连接时，页面每${every}自动刷新一次）。`,
  introAnswers:
    '您可以在状态下方回复，让对方和其他守护者知道：您已看到、您正在赶去，或您已呼叫紧急服务。回复时，此设备会记住您填写的名字（如有）和一个随机编号，使您最新的回复取代之前的回复。',
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
