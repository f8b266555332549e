import { STATUS_LINE_WORDS_PT_BR } from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';

// The UI package's `status` section: the status line (the contract's Brazilian Portuguese words, which the Brazilian Portuguese pushes
// say too) and the lines of the status panel. A module of its own, because the lookup's early paint writes the
// status line and the lines under it with these words too, before the app and the rest of the panel's words load.
/** 'desde as 16:02', but 'desde a 01:05' and 'desde a 00:30': one o'clock and midnight take the singular. */
const sinceTime = (time: string) => `desde ${/^0?[01]:/.test(time) ? 'a' : 'as'} ${time}`;

export default {
  ...STATUS_LINE_WORDS_PT_BR,
  emergencySince: (time, elapsed) => `Emergência ${sinceTime(time)} (há ${elapsed})`,
  namedPlace: (place) => `Em: ${place} (local informado pela pessoa)`,
  was: (statusLine) => `Status anterior: ${statusLine}`,
  callNumber: (phoneNumber) => `Ligar para ${phoneNumber}`,
  notSet: 'Não definido',
  startTime: 'Horário de início',
  endTime: 'Horário de término',
  lastUpdate: 'Última atualização',
  theirTime: (time) => `${time} no horário da pessoa`,
  theirTimeZone: (zone) => `Fuso horário da pessoa: ${zone}`,
  updatedAgo: (elapsed) => `Atualizado há ${elapsed}`,
  noNewPosition: (elapsed) => `Sem nova posição há ${elapsed}`,
  who: 'Com quem',
  what: 'O quê',
  where: 'Onde',
  photoAlt: 'Foto compartilhada pela pessoa',
  viewCurrentLocation: 'Ver a localização atual no mapa',
  directions: 'Como chegar do ponto de início até a localização atual',
  viewStartLocation: 'Ver o ponto de início no mapa',
  opensInNewTab: 'Abre em uma nova aba',
} satisfies UiMessages['status'];
