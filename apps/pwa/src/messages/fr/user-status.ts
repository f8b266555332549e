import type { Translation } from '../../i18n/translatable';
import type english from '../en/user-status';

export default {
  intro:
    'Un outil de débogage : collez le JSON d’un statut pour voir comment la consultation héros l’affiche. Il est lu sur cet appareil uniquement ; rien n’est envoyé ni enregistré.',
  inputLabel: 'JSON du statut',
  inputHint: 'Chaque modification est lue immédiatement.',
  parseError: (message: string) => `Erreur de lecture du statut : ${message}`,
  parsed: 'Statut lu avec succès.',
  parsedHeading: 'Statut lu',
  datesHeading: 'Dates et heures',
  datesCaption: 'Les dates du statut en UTC et en heure locale',
  columns: {
    field: 'Champ',
    sent: 'Valeur envoyée',
    utc: 'UTC',
    local: (zone: string) => `Heure locale (${zone})`,
  },
  rawHeading: 'JSON brut',
} satisfies Translation<typeof english>;
