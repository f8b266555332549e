import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup';

/** 'às 16:02', but 'à 01:05' and 'à 00:30': one o'clock and midnight take the singular. */
const atTime = (time: string) => `${/^0?[01]:/.test(time) ? 'à' : 'às'} ${time}`;

const PLURAL = new Intl.PluralRules('pt-BR');

export default {
  heading: 'Consulta para heróis',
  aboutHeading: 'Como funciona a consulta',
  intro: [
    'Alguém escolheu você como herói: uma pessoa de confiança que deve ser avisada quando algo puder estar errado.',
    'Quando essa pessoa ativa uma emergência, ou quando um temporizador de segurança que ela programou chega ao fim antes que ela o pare, você recebe uma mensagem de texto com um código de acesso de 6 caracteres. Digite esse código aqui.',
    'Você verá o status atual dela, os horários de início e de término do temporizador, a foto dela, os detalhes que ela informou (com quem está, o que está fazendo e onde) e links para o mapa de onde ela começou e de onde está agora.',
  ],
  introKept: (every: string) =>
    `Esta aba guarda apenas o código de acesso que mostra, nunca o status, até que o status seja encerrado, você consulte outro código, toque em "Esquecer este código" ou feche a aba. Com os alertas ativados, o código fica guardado neste dispositivo até você desativá-los ou o status ser encerrado. O status mostra cada mudança assim que ela acontece (quando não consegue se manter conectado, ele se atualiza sozinho a cada ${every}).`,
  introAnswers:
    'Abaixo do status, você pode responder para que a pessoa e os outros heróis saibam que você viu, que está a caminho ou que ligou para os serviços de emergência. Quando você responde, este dispositivo guarda o nome que você informar (se informar) e um número aleatório que faz sua resposta mais recente substituir as anteriores.',
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
