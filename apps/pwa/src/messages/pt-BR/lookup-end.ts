import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup-end';

/** 'às 16:02', but 'à 01:05' and 'à 00:30': one o'clock and midnight take the singular. */
const atTime = (time: string) => `${/^0?[01]:/.test(time) ? 'à' : 'às'} ${time}`;

export default {
  heading: (name: string) => `O status de ${name} foi encerrado`,
  stoppedAt: (name: string | undefined, time: string) =>
    `${name ?? 'A pessoa'} parou de compartilhar ${atTime(time)}.`,
  notSafe:
    'Isso não quer dizer que a pessoa esteja em segurança. Se você tinha motivo para se preocupar, ligue para ela.',
  stopped: 'A pessoa parou de compartilhar o status.',
} satisfies Translation<typeof english>;
