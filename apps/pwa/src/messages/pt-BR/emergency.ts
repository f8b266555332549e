import type { Translation } from '../../i18n/translatable';
import type english from '../en/emergency';
import map from './map';

/** 'às 16:02', but 'à 01:05' and 'à 00:30': one o'clock and midnight take the singular. */
const atTime = (time: string) => `${/^0?[01]:/.test(time) ? 'à' : 'às'} ${time}`;

export default {
  opensInNewTab: 'Abre em uma nova aba',
  calls: (number: string, country: string) => `Ligação para o ${number} (${country})`,
  callsWithoutCountry: (number: string) => `Ligação para o ${number}: seu navegador não informa seu país`,
  change: 'Alterar',
  countryLabel: 'País',
  countryNotChosen: 'Escolha seu país',
  expired: {
    notStopped: 'A pessoa não parou o temporizador.',
    tryCalling: (name: string | undefined, shared: boolean) =>
      shared
        ? `Primeiro, tente ligar ou mandar uma mensagem para ${name ?? 'a pessoa'}.`
        : `Tente ligar para ${name ?? 'a pessoa'} no número que você costuma usar.`,
    call: (number: string) =>
      `Se não conseguir falar com a pessoa e temer pela segurança dela, ligue para o ${number}.`,
  },
  dispatcher: {
    heading: 'O que dizer ao atendente de emergência',
    stepsHeading: 'O que fazer',
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'Não foi possível copiar: selecione o texto e copie.',
    share: 'Compartilhar',
    shareTitle: 'O que dizer ao atendente de emergência',
  },
  brief: {
    who: (name: string) => `Pessoa: ${name}.`,
    emergencyAt: (time: string, day: string | undefined, ago: string) =>
      `Emergência ativada${day ? ` em ${day},` : ''} ${atTime(time)}, ${ago}.`,
    emergency: 'Emergência ativada.',
    expiredAt: (time: string, day: string | undefined, ago: string) =>
      `O temporizador de segurança da pessoa expirou${day ? ` em ${day},` : ''} ${atTime(time)}, ${ago}, e ela não o parou.`,
    expired: 'O temporizador de segurança da pessoa expirou e ela não o parou.',
    active: 'O temporizador de segurança da pessoa está em andamento; não há emergência.',
    ago: (elapsed: string) => `há ${elapsed}`,
    near: map.near,
    place: (place: string) => `Local informado pela pessoa: ${place}.`,
    position: (coordinates: string, accuracy: string, taken: string) =>
      `Posição: ${coordinates} (latitude, longitude)${accuracy ? `, ${accuracy}` : ''}${taken ? `, ${taken}` : ''}.`,
    accuracy: (meters: string) => `±${meters} m`,
    taken: (ago: string) => `registrada ${ago}`,
    phone: (number: string) => `Número de telefone da pessoa: ${number}.`,
    wrote: (info: string) => `A pessoa escreveu: ${info}`,
    doing: (what: string) => `Atividade: ${what}.`,
    with: (who: string) => `Com quem está: ${who}.`,
    battery: (percent: string, charging: boolean) =>
      `Bateria do celular: ${percent}${charging ? ', carregando' : ''}.`,
    elsewhere: (cityTime: string) =>
      `Se a pessoa não estiver onde você está, diga isso primeiro: "A pessoa não está perto de mim"${cityTime}. Depois, informe a posição acima.`,
    cityTime: (city: string) => `, e que o celular dela está no fuso horário de ${city}`,
    ownNumber: 'Informe ao atendente o seu próprio número de telefone.',
  },
  steps: {
    call: (number: string) => `Ligue para o ${number} agora.`,
    sayWhere:
      'Diga primeiro onde: a posição e o local acima; depois, o que aconteceu, seu nome e seu número.',
    stayOnLine: 'Fique na linha até o atendente encerrar a ligação.',
    texts: {
      'some-areas': (number: string) =>
        `Só mande mensagem de texto para o ${number} se o serviço aceitar mensagens na sua região (algumas aceitam); ligar é sempre melhor.`,
      registered: (number: string) =>
        `Só celulares cadastrados antes no serviço conseguem mandar mensagem de texto para o ${number}; ligue em vez disso.`,
      no: (number: string) => `Não mande mensagem de texto: aqui, o ${number} só recebe ligações.`,
    },
    notAlone: 'Não entre sem companhia: espere os serviços de emergência em um lugar seguro.',
    tellHeroes: 'Avise os outros heróis com o botão "Liguei para os serviços de emergência", logo abaixo.',
  },
} satisfies Translation<typeof english>;
