import { type Acknowledgement, type AnswerContext, formatMinutesRange } from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';
import STATUS from './ui-status-lines';

// The UI package's words of the status panel and its answers (the lookup and the status pages).
const UNITS = { minute: 'min', hour: 'h', day: 'j' } as const;
/** French gives 0 and 1 the singular ('one' of `Intl.PluralRules`, as '1,5 kilomètre'), any other count the plural. */
const PLURAL = new Intl.PluralRules('fr');
const formOf = (count: number, one: string, other: string) => (PLURAL.select(count) === 'one' ? one : other);
const plural = (count: number, one: string, other: string) => `${count} ${formOf(count, one, other)}`;
const personOf = ({ person }: AnswerContext) => person?.trim() || 'la personne';
const VERBS = {
  seen: () => 'a vu l’alerte',
  'on-the-way': () => 'est en route',
  'called-emergency-services': () => 'a appelé les secours',
  here: (context: AnswerContext) => `est avec ${personOf(context)}`,
} as const;
const OWN = {
  seen: () => 'Vous avez vu l’alerte',
  'on-the-way': () => 'Vous êtes en route',
  'called-emergency-services': () => 'Vous avez appelé les secours',
  here: (context: AnswerContext) => `Vous êtes avec ${personOf(context)}`,
} as const;
const MODES = { foot: 'à pied', car: 'en voiture' } as const;
/** ', à environ 12–18 min en voiture (estimation)', jusqu’à la dernière position connue quand elle est ancienne. */
function estimate({ eta }: Pick<Acknowledgement, 'eta'>, context: AnswerContext): string {
  if (!eta) return '';
  const person = context.person?.trim();
  const target = context.positionStale
    ? person
      ? ` jusqu’à la dernière position connue de ${person}`
      : ' jusqu’à sa dernière position connue'
    : '';
  return `, à environ ${formatMinutesRange(eta.minMinutes, eta.maxMinutes)} ${MODES[eta.mode]}${target} (estimation)`;
}

export default {
  status: STATUS,
  statusFacts: {
    timeLeft: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Se termine dans moins d’une minute'
        : `Se termine dans ${hours > 0 ? `${hours} h ` : ''}${minutes} min`,
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
    answer: (answer, context) =>
      `${answer.name?.trim() || 'Un héros'} ${VERBS[answer.kind](context)}${estimate(answer, context)}`,
    ownAnswer: (answer, context) => `${OWN[answer.kind](context)}${estimate(answer, context)}`,
    justNow: 'à l’instant',
    ago: (amount, unit) => `il y a ${amount} ${UNITS[unit]}`,
  },
} satisfies Pick<UiMessages, 'status' | 'statusFacts' | 'statusLocation' | 'statusAnswers'>;
