import type { Translation } from '../../i18n/translatable';
import type english from '../en/alerts';

export default {
  turnOn: 'Receber alertas neste dispositivo',
  turningOn: 'Ativando os alertas...',
  on: 'Os alertas deste status estão ativados neste dispositivo.',
  stop: 'Desativar alertas',
  stopping: 'Desativando os alertas...',
  stopped: 'Os alertas deste status estão desativados neste dispositivo.',
  refused:
    'Este site não tem permissão para mostrar notificações, então não é possível ativar os alertas; permita as notificações nas configurações do seu navegador e tente novamente.',
  unavailable: 'Os alertas não estão disponíveis neste site no momento.',
  failed: 'Não foi possível ativar os alertas. Tente novamente.',
  stopFailed: 'Não foi possível desativar os alertas. Tente novamente.',
  listHeading: 'Seus alertas neste dispositivo',
  listItem: (code: string) => `Consultar ${code}`,
  addToHomeScreen:
    'Para receber alertas deste status neste iPhone ou iPad, adicione este site à Tela de Início (Compartilhar e depois Adicionar à Tela de Início) e consulte o código por lá: os alertas funcionam no app da Tela de Início.',
} satisfies Translation<typeof english>;
