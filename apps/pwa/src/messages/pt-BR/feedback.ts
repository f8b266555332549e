import { FEEDBACK_LIMITS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/feedback';

export default {
  heading: 'Comentários',
  intro:
    'Conte para nós o que funciona para você, o que não funciona e o que você gostaria de ver a seguir. Lemos todas as mensagens e usamos seu e-mail só para responder a você.',
  name: 'Nome',
  email: 'E-mail',
  subject: 'Assunto',
  message: 'Mensagem',
  submit: 'Enviar comentários',
  submitting: 'Enviando...',
  failureTitle: 'Seus comentários não foram enviados',
  thankYouHeading: 'Obrigado!',
  thankYou:
    'Seus comentários foram enviados com sucesso. Agradecemos por você dedicar um tempo para compartilhar sua opinião com a gente!',
  sendMore: 'Enviar mais comentários',
  // The subject of the site's 'needs an internet connection' line.
  offlineWhat: 'O envio de comentários',
  fields: {
    name: {
      required: 'Digite seu nome.',
      tooLong: `Seu nome deve ter menos de ${FEEDBACK_LIMITS.name + 1} caracteres.`,
    },
    email: {
      required: 'Digite seu e-mail.',
      invalid: 'Digite um e-mail válido, como nome@exemplo.com.',
      tooLong: `Seu e-mail deve ter menos de ${FEEDBACK_LIMITS.email + 1} caracteres.`,
    },
    subject: {
      required: 'Digite um assunto.',
      tooLong: `O assunto deve ter menos de ${FEEDBACK_LIMITS.subject + 1} caracteres.`,
    },
    body: {
      required: 'Digite sua mensagem.',
      tooLong: `Sua mensagem deve ter menos de ${FEEDBACK_LIMITS.body + 1} caracteres.`,
    },
    controlCharacters: 'Remova os caracteres de controle invisíveis.',
  },
  failures: {
    authentication: 'Faça login para enviar comentários.',
    network: 'Erro de rede. Verifique sua conexão e tente novamente.',
    server: 'Erro no servidor. Tente novamente mais tarde.',
    unavailable: 'Serviço temporariamente indisponível. Tente novamente mais tarde.',
    timeout: 'A solicitação demorou demais. Verifique sua conexão e tente novamente.',
    other: (message: string) => `Não foi possível enviar os comentários: ${message}`,
    unknown: 'Ocorreu um erro desconhecido',
  },
} satisfies Translation<typeof english>;
