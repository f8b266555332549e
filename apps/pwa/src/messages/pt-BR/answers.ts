import { ACKNOWLEDGEMENT_LIMITS, ARRIVAL_LIMITS, PLACES_PER_HOLDER } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/answers';

/** 'de Ana', or 'da pessoa' without a name ('de' joins the article: never 'de a pessoa'). */
const of = (person: string | undefined) => (person ? `de ${person}` : 'da pessoa');

const PLURAL = new Intl.PluralRules('pt-BR');

export default {
  heading: 'Avise a pessoa e os outros heróis',
  nameLabel: 'Seu nome',
  nameHint: 'Opcional. Aparece com suas respostas; fica salvo neste dispositivo.',
  nameProblems: {
    invisible: 'Remova os caracteres invisíveis.',
    marks: 'Use no máximo 3 acentos ou sinais sobre uma mesma letra.',
    blank: 'Deve mostrar um nome ou ficar em branco.',
    tooLong: `Deve ter no máximo ${ACKNOWLEDGEMENT_LIMITS.name} caracteres.`,
  },
  buttons: {
    seen: 'Já vi',
    'on-the-way': 'Estou a caminho',
    'called-emergency-services': 'Liguei para os serviços de emergência',
    here: 'Estou aqui',
  },
  distance: {
    share: 'Compartilhar a que distância estou',
    update: 'Atualizar a que distância estou',
    takeBack: 'Retirar minha estimativa',
    modeLegend: 'Como você vai?',
    modes: { foot: 'A pé', car: 'De carro' },
    hint: (person) =>
      `Seu navegador passa sua posição para esta página uma única vez; só são enviados os minutos até a última posição conhecida ${of(person)}, nunca onde você está.`,
    refusedTitle: 'Nenhuma estimativa foi enviada',
    noPosition:
      'Seu navegador não passou sua posição para esta página. Permita que ele use sua localização e tente novamente.',
    tooFar: (person) =>
      `Você está a mais de ${ARRIVAL_LIMITS.maxKm} km da última posição conhecida ${of(person)}: longe demais para uma estimativa.`,
  },
  freshPosition: {
    ask: 'Pedir uma nova posição',
    ago: (ms) => (ms < 60_000 ? `há ${Math.floor(ms / 1000)} s` : `há ${Math.floor(ms / 60_000)} min`),
    waiting: (who, ago, person) =>
      `${who ?? 'Um herói'} pediu uma nova posição ${ago} · aguardando o celular ${of(person)}`,
    answered: (ago) => `Nova posição, ${ago}`,
    saidWaiting: (who, person) =>
      `${who ?? 'Um herói'} pediu uma nova posição, aguardando o celular ${of(person)}.`,
    saidAnswered: 'Nova posição.',
    declined: (person) => `O celular ${of(person)} não enviou uma nova posição`,
    unanswered: (person) => `O celular ${of(person)} não respondeu. Ele pode estar desligado ou sem sinal.`,
    failureTitle: 'Seu pedido não foi enviado',
    refusals: {
      hero: 'Você pediu uma nova posição há menos de 2 minutos.',
      status: 'Um herói pediu uma nova posição há menos de 30 segundos.',
      pending: 'Uma nova posição já foi pedida: aguarde o celular da pessoa.',
    },
  },
  viewers: (count, person) => {
    const status = person ? `o status de ${person}` : 'este status';
    return PLURAL.select(count) === 'one'
      ? `${count} página está com ${status} aberto (a sua)`
      : `${count} páginas estão com ${status} aberto (incluindo a sua)`;
  },
  failureTitle: 'Sua resposta não foi enviada',
  refusals: {
    full: `Este status já tem ${ACKNOWLEDGEMENT_LIMITS.perStatus} respostas, o máximo permitido. Ligue ou mande uma mensagem para a pessoa.`,
    'client-full': `${PLACES_PER_HOLDER.perClient} heróis deste endereço de rede já responderam a este status, o máximo para um endereço. Ligue ou mande uma mensagem para a pessoa.`,
    'network-full': `${PLACES_PER_HOLDER.perNetwork} heróis desta rede já responderam a este status, o máximo para uma rede. Ligue ou mande uma mensagem para a pessoa.`,
  },
} satisfies Translation<typeof english>;
