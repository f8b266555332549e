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
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** The heroes' answers: the contract's `describeAcknowledgement` joins these words. */
const ANSWER_WORDS_ES: AnswerWords = {
  locale: 'es',
  unnamedHero: 'Un héroe',
  unnamedPerson: 'la persona',
  did: {
    seen: () => 'vio esto',
    'on-the-way': () => 'va en camino',
    'called-emergency-services': () => 'llamó a los servicios de emergencia',
    here: (person) => `está con ${person}`,
  },
  heroDid: (hero, did) => `${hero} ${did}`,
  ownDid: {
    seen: () => 'Viste esto',
    'on-the-way': () => 'Vas en camino',
    'called-emergency-services': () => 'Llamaste a los servicios de emergencia',
    here: (person) => `Estás con ${person}`,
  },
  modes: { foot: 'a pie', car: 'en coche' },
  /** ', a unos 12–18 min en coche (estimación)', with `toLastKnownPosition` when the position is stale. */
  estimate: (range, mode, target) => `, a unos ${range} ${mode}${target} (estimación)`,
  toLastKnownPosition: (person) =>
    person ? ` hasta la última posición conocida de ${person}` : ' hasta su última posición conocida',
};

export default {
  status: {
    ...STATUS_LINES,
    was: (statusLine) => `Estado anterior: ${statusLine}`,
    callNumber: (phoneNumber) => `Llamar al ${phoneNumber}`,
    notSet: 'Sin definir',
    startTime: 'Hora de inicio',
    endTime: 'Hora de fin',
    lastUpdate: 'Última actualización',
    theirTime: (time) => `${time} en su hora`,
    theirTimeZone: (zone) => `Su zona horaria: ${zone}`,
    updatedAgo: (elapsed) => `Actualizado hace ${elapsed}`,
    noNewPosition: (elapsed) => `Sin posición nueva desde hace ${elapsed}`,
    who: 'Con quién',
    what: 'Qué',
    where: 'Dónde',
    photoAlt: 'Foto compartida por la persona',
    viewCurrentLocation: 'Ver la ubicación actual en el mapa',
    directions: 'Cómo llegar desde el inicio hasta la ubicación actual',
    viewStartLocation: 'Ver la ubicación de inicio en el mapa',
    opensInNewTab: 'Se abre en una pestaña nueva',
  },
  statusFacts: {
    timeLeft: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Termina en menos de un minuto'
        : `Termina en ${formatMinutes(hours * 60 + minutes, 'es')}`,
    timeLeftSpoken: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Termina en menos de un minuto.'
        : `Termina en ${[
            hours > 0 ? plural(hours, 'hora', 'horas') : '',
            minutes > 0 ? plural(minutes, 'minuto', 'minutos') : '',
          ]
            .filter(Boolean)
            .join(' y ')}.`,
    battery: (percent) => `Batería ${percent}`,
    low: 'Baja',
    charging: ', cargando',
    batterySpoken: (percent, { low, charging }) =>
      `La batería del teléfono está al ${percent}${low ? ', que es poco' : ''}${charging ? ', y se está cargando' : ''}.`,
  },
  statusLocation: {
    label: 'Ubicación actual',
    copy: 'Copiar coordenadas',
    copied: 'Coordenadas copiadas',
    copyFailed: 'No se pudo copiar: selecciona las coordenadas y cópialas.',
    accuracy: (distance, unit) => `con un margen de ${distance} ${unit}`,
    accuracySpoken: (distance, value, unit) =>
      `Precisión de ${distance} ${unit === 'm' ? (value === 1 ? 'metro' : 'metros') : value === 1 ? 'kilómetro' : 'kilómetros'}.`,
  },
  statusAnswers: {
    heading: 'Respuestas de los héroes',
    none: 'Ningún héroe ha respondido todavía.',
    answer: (answer, context) => describeAcknowledgement(answer, context, ANSWER_WORDS_ES),
    ownAnswer: (answer, context) => describeOwnAcknowledgement(answer, context, ANSWER_WORDS_ES),
    justNow: 'ahora mismo',
    ago: (amount, unit) => `hace ${formatUnits(amount, unit, 'es')}`,
  },
} satisfies Pick<UiMessages, 'status' | 'statusFacts' | 'statusLocation' | 'statusAnswers'>;
