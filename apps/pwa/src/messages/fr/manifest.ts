import type { Translation } from '../../i18n/translatable';
import type english from '../en/manifest';

export default {
  name: (product: string) => `${product} : compagnon de sécurité personnelle`,
  description: (product: string) =>
    `${product} est un compagnon de sécurité personnelle. Les héros y consultent un statut avec leur code d’accès.`,
  lookupShortcut: {
    name: 'Consultation héros',
    shortName: 'Consultation',
    description: 'Consultez un statut avec votre code d’accès',
  },
  feedbackShortcut: { name: 'Votre avis', description: 'Donnez-nous votre avis' },
  screenshots: {
    narrow: 'La page d’accueil sur un téléphone',
    wide: 'La page d’accueil sur un ordinateur',
  },
} satisfies Translation<typeof english>;
