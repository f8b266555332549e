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
/** French gives 0 and 1 the singular ('one' of `Intl.PluralRules`, as '1,5 kilomètre'), any other count the plural. */
const PLURAL = new Intl.PluralRules('fr');
const formOf = (count: number, one: string, other: string) => (PLURAL.select(count) === 'one' ? one : other);
const plural = (count: number, one: string, other: string) => `${count} ${formOf(count, one, other)}`;
/** The heroes' answers: the contract's `describeAcknowledgement` joins these words. */
const ANSWER_WORDS_FR: AnswerWords = {
  locale: 'fr',
  unnamedHero: 'Un héros',
  unnamedPerson: 'la personne',
  did: {
    seen: () => 'a vu l’alerte',
    'on-the-way': () => 'est en route',
    'called-emergency-services': () => 'a appelé les secours',
    here: (person) => `est avec ${person}`,
  },
  heroDid: (hero, did) => `${hero} ${did}`,
  ownDid: {
    seen: () => 'Vous avez vu l’alerte',
    'on-the-way': () => 'Vous êtes en route',
    'called-emergency-services': () => 'Vous avez appelé les secours',
    here: (person) => `Vous êtes avec ${person}`,
  },
  modes: { foot: 'à pied', car: 'en voiture' },
  /** ', à environ 12–18 min en voiture (estimation)', with `toLastKnownPosition` when the position is stale. */
  estimate: (range, mode, target) => `, à environ ${range} ${mode}${target} (estimation)`,
  toLastKnownPosition: (person) =>
    person ? ` jusqu’à la dernière position connue de ${person}` : ' jusqu’à sa dernière position connue',
};

export default {
  status: {
    ...STATUS_LINES,
    was: (statusLine) => `Statut précédent : ${statusLine}`,
    callNumber: (phoneNumber) => `Appeler le ${phoneNumber}`,
    notSet: 'Non défini',
    startTime: 'Heure de début',
    endTime: 'Heure de fin',
    lastUpdate: 'Dernière mise à jour',
    theirTime: (time) => `${time} à l’heure de la personne`,
    theirTimeZone: (zone) => `Son fuseau horaire : ${zone}`,
    updatedAgo: (elapsed) => `Mis à jour il y a ${elapsed}`,
    noNewPosition: (elapsed) => `Aucune nouvelle position depuis ${elapsed}`,
    who: 'Avec qui',
    what: 'Quoi',
    where: 'Où',
    photoAlt: 'Photo partagée par la personne',
    viewCurrentLocation: 'Voir la position actuelle sur la carte',
    directions: 'Itinéraire du point de départ à la position actuelle',
    viewStartLocation: 'Voir le point de départ sur la carte',
    opensInNewTab: 'S’ouvre dans un nouvel onglet',
  },
  statusFacts: {
    timeLeft: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Se termine dans moins d’une minute'
        : `Se termine dans ${formatMinutes(hours * 60 + minutes, 'fr')}`,
    timeLeftSpoken: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Se termine dans moins d’une minute.'
        : `Se termine dans ${[
            hours > 0 ? plural(hours, 'heure', 'heures') : '',
            minutes > 0 ? plural(minutes, 'minute', 'minutes') : '',
          ]
            .filter(Boolean)
            .join(' et ')}.`,
    battery: (percent) => `Batterie ${percent}`,
    low: 'Faible',
    charging: ', en charge',
    batterySpoken: (percent, { low, charging }) =>
      `La batterie du téléphone est à ${percent}${low ? ', ce qui est faible' : ''}${charging ? ', et elle est en charge' : ''}.`,
  },
  statusLocation: {
    label: 'Position actuelle',
    copy: 'Copier les coordonnées',
    copied: 'Coordonnées copiées',
    copyFailed: 'Copie impossible : sélectionnez les coordonnées et copiez-les.',
    accuracy: (distance, unit) => `à ${distance} ${unit} près`,
    accuracySpoken: (distance, value, unit) =>
      `Précision : ${distance} ${unit === 'm' ? formOf(value, 'mètre', 'mètres') : formOf(value, 'kilomètre', 'kilomètres')}.`,
  },
  statusAnswers: {
    heading: 'Réponses des héros',
    none: 'Aucun héros n’a encore répondu.',
    answer: (answer, context) => describeAcknowledgement(answer, context, ANSWER_WORDS_FR),
    ownAnswer: (answer, context) => describeOwnAcknowledgement(answer, context, ANSWER_WORDS_FR),
    justNow: 'à l’instant',
    ago: (amount, unit) => `il y a ${formatUnits(amount, unit, 'fr')}`,
  },
} satisfies Pick<UiMessages, 'status' | 'statusFacts' | 'statusLocation' | 'statusAnswers'>;
