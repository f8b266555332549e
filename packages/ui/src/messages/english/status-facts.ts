import { formatMinutes } from '@safety-companion/contract';
import type { UiMessages } from '../types';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The English words of the `statusFacts` section: a module of its own, so that a page takes only the sections it shows. */
export const STATUS_FACTS_EN: UiMessages['statusFacts'] = {
  timeLeft: (hours, minutes) =>
    hours === 0 && minutes === 0
      ? 'Ends in less than a minute'
      : `Ends in ${formatMinutes(hours * 60 + minutes)}`,
  timeLeftSpoken: (hours, minutes) =>
    hours === 0 && minutes === 0
      ? 'Ends in less than a minute.'
      : `Ends in ${[hours > 0 ? plural(hours, 'hour') : '', minutes > 0 ? plural(minutes, 'minute') : '']
          .filter(Boolean)
          .join(' ')}.`,
  battery: (percent) => `Battery ${percent}`,
  low: 'Low',
  charging: ', charging',
  batterySpoken: (percent, { low, charging }) =>
    `The phone's battery is at ${percent}${low ? ', which is low' : ''}${charging ? ', and charging' : ''}.`,
};
