import type { Translation } from '../../i18n/translatable';
import type english from '../en/manifest';

export default {
  name: (product: string) => `${product}: compañero de seguridad personal`,
  description: (product: string) =>
    `${product} es un compañero de seguridad personal. Aquí los héroes consultan un estado con su código de acceso.`,
  lookupShortcut: {
    name: 'Consulta para héroes',
    shortName: 'Consulta',
    description: 'Consulta un estado con tu código de acceso',
  },
  feedbackShortcut: { name: 'Comentarios', description: 'Envíanos tus comentarios' },
  screenshots: {
    narrow: 'La página de inicio en un teléfono',
    wide: 'La página de inicio en una computadora',
  },
} satisfies Translation<typeof english>;
