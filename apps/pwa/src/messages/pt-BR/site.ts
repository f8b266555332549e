import type { Translation } from '../../i18n/translatable';
import type english from '../en/site';

export default {
  tagline: 'Seu companheiro de segurança pessoal',
  skipLink: 'Pular para o conteúdo principal',
  nav: {
    /** The navigation landmark's name, and its toggle on narrow screens (the UI package's words, given as props). */
    label: 'Principal',
    menu: 'Menu de navegação',
    home: 'Início',
    privacy: 'Política de Privacidade',
    accountDeletion: 'Exclusão de conta',
    feedback: 'Comentários',
    lookup: 'Consulta para heróis',
    adminLogin: 'Acesso administrativo',
  },
  footer: {
    label: 'Rodapé',
    about: 'Quem somos',
    legal: 'Documentos legais',
    accountDeletion: 'Exclusão de conta',
    feedback: 'Comentários',
    note: 'Seu companheiro de segurança pessoal.',
  },
  offline:
    'Você está sem conexão. As páginas que você já visitou continuam funcionando; as consultas e os comentários precisam de conexão.',
  needsConnection: {
    title: 'Sem conexão',
    text: (what: string) =>
      `${what} precisa de conexão com a internet. Você pode preencher o formulário agora; o envio volta a funcionar assim que a conexão voltar.`,
  },
  routeError: {
    heading: 'Algo deu errado',
    title: 'Não foi possível mostrar esta página',
    offline: 'Esta página precisa de conexão com a internet. Conecte-se e tente novamente.',
    notLoaded: 'Não foi possível carregar esta página. Verifique sua conexão e tente novamente.',
    unexpected: 'Ocorreu um erro inesperado.',
    tryAgain: 'Tentar novamente',
    or: 'ou',
    home: 'ir para a página inicial',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'Não há nenhuma página neste endereço. Ela pode ter mudado de lugar, ou o link pode ter sido digitado errado.',
    home: 'Ir para a página inicial',
  },
  pages: {
    homeDescription: (product: string) =>
      `O ${product} compartilha sua localização com as pessoas em quem você confia quando algo dá errado.`,
    welcome: (product: string) => `Boas-vindas ao ${product}`,
    about: 'Quem somos',
    aboutDescription: (product: string) =>
      `Nossa missão, nossa equipe e nossa história: as pessoas por trás do ${product}.`,
    accountDeletion: 'Exclusão de conta',
    accountDeletionDescription: (product: string) =>
      `Como excluir sua conta do ${product} e tudo o que está guardado com ela.`,
    legal: 'Documentos legais',
    legalTabs: 'Documentos legais',
    lookup: 'Consulta para heróis',
    lookupDescription:
      'Recebeu um código de acesso por mensagem de texto? Digite o código para ver o status da pessoa que escolheu você como herói.',
    feedback: 'Comentários',
    feedbackDescription: (product: string) =>
      `Diga à equipe do ${product} o que você acha: ideias, problemas e elogios.`,
    adminLogin: 'Acesso administrativo',
    adminLoginSubtitle: 'Acesse o painel administrativo',
    userStatus: 'Status do usuário',
    userStatusDescription: 'Uma ferramenta de depuração que mostra como um status colado é lido.',
    adminDashboard: 'Painel administrativo',
    adminDashboardDescription: 'A caixa de comentários do painel administrativo.',
    legalDescription: (product: string) =>
      `A Política de Privacidade, o Contrato de Licença do Usuário Final e a Política de Consentimento do ${product}.`,
  },
} satisfies Translation<typeof english>;
