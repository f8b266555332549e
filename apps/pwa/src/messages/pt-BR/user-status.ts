import type { Translation } from '../../i18n/translatable';
import type english from '../en/user-status';

export default {
  intro:
    'Uma ferramenta de depuração: cole o JSON de um status para ver como a Consulta para heróis o mostra. Ele é lido apenas neste dispositivo; nada é enviado nem guardado.',
  inputLabel: 'JSON do status',
  inputHint: 'Cada alteração é lida na hora.',
  parseError: (message: string) => `Erro ao ler o status: ${message}`,
  parsed: 'O status foi lido com sucesso.',
  parsedHeading: 'Status lido',
  datesHeading: 'Datas',
  datesCaption: 'As datas do status em UTC e no horário local',
  columns: {
    field: 'Campo',
    sent: 'Valor enviado',
    utc: 'UTC',
    local: (zone: string) => `Horário local (${zone})`,
  },
  rawHeading: 'JSON bruto',
} satisfies Translation<typeof english>;
