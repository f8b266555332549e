import type { Translation } from '../../i18n/translatable';
import type english from '../en/user-status';

export default {
  intro:
    '调试工具：粘贴状态的 JSON，查看守护者查询会如何显示它。内容只在此设备上读取，不会发送或保存任何数据。',
  inputLabel: '状态 JSON',
  inputHint: '每次修改都会立即读取。',
  parseError: (message: string) => `读取状态出错：${message}`,
  parsed: '状态读取成功。',
  parsedHeading: '读取的状态',
  datesHeading: '日期',
  datesCaption: '状态中的日期（UTC 和本地时间）',
  columns: {
    field: '字段',
    sent: '发送的值',
    utc: 'UTC',
    local: (zone: string) => `本地时间（${zone}）`,
  },
  rawHeading: '原始 JSON',
} satisfies Translation<typeof english>;
