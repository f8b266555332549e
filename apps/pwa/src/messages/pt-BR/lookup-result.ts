import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup-result';

export default {
  submitting: 'Consultando...',
  resultHeading: 'Status da pessoa',
  namedHeading: {
    emergency: (name: string) => `${name} precisa de ajuda`,
    other: (name: string) => `Status de ${name}`,
  },
  photoAlt: (name: string | undefined) => (name ? `Foto de ${name}` : 'Foto compartilhada pela pessoa'),
  lastReported: (name: string | undefined, time: string, elapsed: string) =>
    `Última atualização do celular${name ? ` de ${name}` : ''}: ${time} (há ${elapsed})`,
  silent: (name: string | undefined, elapsed: string) =>
    `Sem atualizações do celular${name ? ` de ${name}` : ''} há ${elapsed}. A posição pode estar desatualizada: o celular pode estar desligado ou sem sinal.`,
  connection: {
    connecting: 'Conectando para receber atualizações ao vivo…',
    live: 'Ao vivo: as mudanças aparecem assim que acontecem',
    waiting: (name: string | undefined) => `Conectado · aguardando o celular${name ? ` de ${name}` : ''}`,
    retrying: (every: string) =>
      `Sem conexão ao vivo, reconectando. Enquanto isso, a página se atualiza a cada ${every}`,
    retryingUnreachable: (every: string) =>
      `Sem conexão ao vivo, reconectando. Enquanto isso, tentamos de novo a cada ${every}`,
    retryingExpired: 'Sem conexão ao vivo, reconectando',
  },
  call: (number: string) => `Ligar para o ${number}`,
  // Said after 'o' ('Ligar para o número de emergência local'), as a number such as '911' is.
  localEmergencyNumber: 'número de emergência local',
  directions: 'Como chegar',
  callPerson: (name: string | undefined) => (name ? `Ligar para ${name}` : 'Ligar para a pessoa'),
  messagePerson: (name: string | undefined) =>
    name ? `Mandar mensagem para ${name}` : 'Mandar mensagem para a pessoa',
} satisfies Translation<typeof english>;
