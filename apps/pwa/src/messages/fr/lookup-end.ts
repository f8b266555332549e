import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup-end';

export default {
  heading: (name: string) => `Le statut de ${name} est terminé`,
  stoppedAt: (name: string | undefined, time: string) =>
    `${name ?? 'La personne'} a arrêté le partage à ${time}.`,
  notSafe: 'Cela ne veut pas dire que la personne est en sécurité. En cas d’inquiétude, appelez-la.',
  stopped: 'La personne a arrêté le partage.',
} satisfies Translation<typeof english>;
