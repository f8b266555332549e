import {
  type AnswerWords,
  describeAcknowledgement,
  describeOwnAcknowledgement,
  formatMinutes,
  formatUnits,
} from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';
import STATUS_LINES from './ui-status-lines';

// The UI package's words of the status panel and its answers (the lookup and the status pages).
const PLURAL = new Intl.PluralRules('pt-BR');
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
/**
 * A count's word in Portuguese's form for it: `one` (0, 1, and 1,5) or `other`; `many` (whole millions, '1
 * milhão de') falls back to `other`, and no count here comes near it.
 */
const form = (count: number, forms: PluralForms) => forms[PLURAL.select(count)] ?? forms.other;
const plural = (count: number, forms: PluralForms) => `${count} ${form(count, forms)}`;
/** The heroes' answers: the contract's `describeAcknowledgement` joins these words. */
const ANSWER_WORDS_PT_BR: AnswerWords = {
  locale: 'pt-BR',
  unnamedHero: 'Um herói',
  unnamedPerson: 'a pessoa',
  did: {
    seen: () => 'já viu',
    'on-the-way': () => 'está a caminho',
    'called-emergency-services': () => 'ligou para os serviços de emergência',
    here: (person) => `está com ${person}`,
  },
  heroDid: (hero, did) => `${hero} ${did}`,
  ownDid: {
    seen: () => 'Você já viu',
    'on-the-way': () => 'Você está a caminho',
    'called-emergency-services': () => 'Você ligou para os serviços de emergência',
    here: (person) => `Você está com ${person}`,
  },
  modes: { foot: 'a pé', car: 'de carro' },
  /** ', a cerca de 12–18 min de carro (estimativa)', with `toLastKnownPosition` when the position is stale. */
  estimate: (range, mode, target) => `, a cerca de ${range} ${mode}${target} (estimativa)`,
  toLastKnownPosition: (person) =>
    person ? ` da última posição conhecida de ${person}` : ' da última posição conhecida',
};

export default {
  status: {
    ...STATUS_LINES,
    was: (statusLine) => `Status anterior: ${statusLine}`,
    callNumber: (phoneNumber) => `Ligar para ${phoneNumber}`,
    notSet: 'Não definido',
    startTime: 'Horário de início',
    endTime: 'Horário de término',
    lastUpdate: 'Última atualização',
    theirTime: (time) => `${time} no horário da pessoa`,
    theirTimeZone: (zone) => `Fuso horário da pessoa: ${zone}`,
    updatedAgo: (elapsed) => `Atualizado há ${elapsed}`,
    noNewPosition: (elapsed) => `Sem nova posição há ${elapsed}`,
    who: 'Com quem',
    what: 'O quê',
    where: 'Onde',
    photoAlt: 'Foto compartilhada pela pessoa',
    viewCurrentLocation: 'Ver a localização atual no mapa',
    directions: 'Como chegar do ponto de início até a localização atual',
    viewStartLocation: 'Ver o ponto de início no mapa',
    opensInNewTab: 'Abre em uma nova aba',
  },
  statusFacts: {
    timeLeft: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Termina em menos de um minuto'
        : `Termina em ${formatMinutes(hours * 60 + minutes, 'pt-BR')}`,
    timeLeftSpoken: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Termina em menos de um minuto.'
        : `Termina em ${[
            hours > 0 ? plural(hours, { one: 'hora', other: 'horas' }) : '',
            minutes > 0 ? plural(minutes, { one: 'minuto', other: 'minutos' }) : '',
          ]
            .filter(Boolean)
            .join(' e ')}.`,
    battery: (percent) => `Bateria ${percent}`,
    low: 'Fraca',
    charging: ', carregando',
    batterySpoken: (percent, { low, charging }) =>
      `A bateria do celular está em ${percent}${low ? ', o que é pouco' : ''}${charging ? ', e está carregando' : ''}.`,
  },
  statusLocation: {
    label: 'Localização atual',
    copy: 'Copiar coordenadas',
    copied: 'Coordenadas copiadas',
    copyFailed: 'Não foi possível copiar: selecione as coordenadas e copie.',
    accuracy: (distance, unit) => `com margem de ${distance} ${unit}`,
    // `distance` is `value` written in the page's locale ('1,5'): the word follows `value`'s form.
    accuracySpoken: (distance, value, unit) =>
      `Precisão de ${distance} ${form(value, unit === 'm' ? { one: 'metro', other: 'metros' } : { one: 'quilômetro', other: 'quilômetros' })}.`,
  },
  statusAnswers: {
    heading: 'Respostas dos heróis',
    none: 'Nenhum herói respondeu ainda.',
    answer: (answer, context) => describeAcknowledgement(answer, context, ANSWER_WORDS_PT_BR),
    ownAnswer: (answer, context) => describeOwnAcknowledgement(answer, context, ANSWER_WORDS_PT_BR),
    justNow: 'agora mesmo',
    ago: (amount, unit) => `há ${formatUnits(amount, unit, 'pt-BR')}`,
  },
} satisfies Pick<UiMessages, 'status' | 'statusFacts' | 'statusLocation' | 'statusAnswers'>;
