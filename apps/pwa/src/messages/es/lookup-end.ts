import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup-end';

export default {
  heading: (name: string) => `El estado de ${name} ha finalizado`,
  stoppedAt: (name: string | undefined, time: string) =>
    `${name ?? 'La persona'} dejó de compartir a las ${time}.`,
  notSafe: 'Esto no te dice que esté a salvo. Si te preocupaba, llama a esa persona.',
  stopped: 'La persona dejó de compartirlo.',
} satisfies Translation<typeof english>;
