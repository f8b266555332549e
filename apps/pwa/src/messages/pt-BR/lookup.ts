import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup';

/** 'às 16:02', but 'à 01:05' and 'à 00:30': one o'clock and midnight take the singular. */
const atTime = (time: string) => `${/^0?[01]:/.test(time) ? 'à' : 'às'} ${time}`;

const PLURAL = new Intl.PluralRules('pt-BR');

export default {
  heading: 'Consulta para heróis',
  emergencyAdvice:
    'Se você acredita que a pessoa está em perigo, ligue primeiro para o número de emergência local (o 911 nos EUA).',
  codeLabel: 'Código de acesso',
  codeHint: 'As 6 letras ou números da mensagem de texto, como ABC123.',
  codePlaceholder: 'Digite o código de 6 caracteres',
  submit: 'Consultar informações',
  failureTitle: 'Falha na consulta',
  wrongCode: (hours: number) =>
    `Confira os 6 caracteres da mensagem de texto. Um código deixa de funcionar ${hours} ${PLURAL.select(hours) === 'one' ? 'hora' : 'horas'} depois que o status é encerrado.`,
  refreshFailureTitle: 'Não foi possível atualizar o status',
  // The contract's words, which the Brazilian Portuguese push of the end says too (ALERT_TEXTS_PT_BR.ended.body).
  ended: 'Este status foi encerrado.',
  beforeEnded: 'Antes do encerramento',
  forget: 'Esquecer este código',
  stateChanged: (statusLine: string) => `O status mudou: ${statusLine}`,
  emergencyOn: (name: string | undefined, time: string) =>
    name
      ? `${name} precisa de ajuda: emergência ativada ${atTime(time)}.`
      : `Emergência ativada ${atTime(time)}.`,
  positionChanged: (name: string | undefined, time: string) =>
    `${name ? `O celular de ${name}` : 'O celular'} enviou uma nova posição ${atTime(time)}.`,
  offline: {
    waiting: (name: string | undefined, every: string) =>
      `Sem conexão. O status ${name ? `de ${name}` : 'da pessoa'} vai aparecer assim que a conexão voltar; tentamos a cada ${every}.`,
    idle: 'Sem conexão. Você poderá consultar um código assim que a conexão voltar.',
    call: (number: string) => `Se você teme pela segurança da pessoa agora, ligue para o ${number}.`,
  },
  unreachable: (every: string) => `Nosso servidor não está respondendo. Tentamos de novo a cada ${every}.`,
  errors: {
    notFound: 'Pessoa não encontrada.',
    ended: 'Este status foi encerrado.',
    tooManyAttempts: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    tooManyAttemptsFor: (wait: string) => `Muitas tentativas. Tente novamente em ${wait}.`,
    unavailable: 'O serviço de consulta não está disponível no momento. Tente novamente daqui a pouco.',
    unreachable: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    // `describeWait` says `oneMinute` up to a minute, so `minutes` always counts two or more.
    wait: { oneMinute: 'um minuto', minutes: (count: number) => `${count} minutos` },
  },
  codeProblems: {
    required: 'Digite o código de 6 caracteres.',
    invalid: 'O código tem 6 letras ou números, como ABC123.',
    withU: 'Os códigos nunca têm a letra U.',
  },
} satisfies Translation<typeof english>;
