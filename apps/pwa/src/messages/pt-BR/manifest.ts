import type { Translation } from '../../i18n/translatable';
import type english from '../en/manifest';

export default {
  name: (product: string) => `${product}: companheiro de segurança pessoal`,
  description: (product: string) =>
    `${product} é um companheiro de segurança pessoal. Aqui, os heróis consultam um status com seu código de acesso.`,
  lookupShortcut: {
    name: 'Consulta para heróis',
    shortName: 'Consulta',
    description: 'Consulte um status com seu código de acesso',
  },
  feedbackShortcut: { name: 'Comentários', description: 'Envie seus comentários' },
  screenshots: {
    narrow: 'A página inicial em um celular',
    wide: 'A página inicial em um computador',
  },
} satisfies Translation<typeof english>;
