import { ACKNOWLEDGEMENT_LIMITS, ARRIVAL_LIMITS, PLACES_PER_HOLDER } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/answers';

/** French gives 0 and 1 the singular ('one' of `Intl.PluralRules`), any other count the plural. */
const PLURAL = new Intl.PluralRules('fr');

export default {
  heading: 'Prévenez la personne et les autres héros',
  nameLabel: 'Votre nom',
  nameHint: 'Facultatif. Affiché avec vos réponses ; mémorisé sur cet appareil.',
  nameProblems: {
    invisible: 'Supprimez les caractères invisibles.',
    marks: 'Utilisez au plus 3 accents ou signes sur une même lettre.',
    blank: 'Le nom doit contenir des caractères visibles, ou rester vide.',
    tooLong: `Le nom doit comporter au plus ${ACKNOWLEDGEMENT_LIMITS.name} caractères.`,
  },
  buttons: {
    seen: 'J’ai vu l’alerte',
    'on-the-way': 'Je suis en route',
    'called-emergency-services': 'J’ai appelé les secours',
    here: 'Je suis sur place',
  },
  distance: {
    share: 'Indiquer à quelle distance je suis',
    update: 'Mettre à jour ma distance',
    takeBack: 'Retirer mon estimation',
    modeLegend: 'Comment venez-vous ?',
    modes: { foot: 'À pied', car: 'En voiture' },
    hint: (person) =>
      `Votre navigateur donne votre position à cette page une seule fois ; seules les minutes de trajet jusqu’à la dernière position connue de ${person ?? 'la personne'} sont envoyées, jamais l’endroit où vous êtes.`,
    refusedTitle: 'Aucune estimation n’a été envoyée',
    noPosition:
      'Votre navigateur n’a pas donné votre position à cette page. Autorisez-le à utiliser votre position, puis réessayez.',
    tooFar: (person) =>
      `Vous êtes à plus de ${ARRIVAL_LIMITS.maxKm} km de la dernière position connue de ${person ?? 'la personne'} : trop loin pour une estimation.`,
  },
  freshPosition: {
    ask: 'Demander une nouvelle position',
    ago: (ms) =>
      ms < 60_000 ? `il y a ${Math.floor(ms / 1000)} s` : `il y a ${Math.floor(ms / 60_000)} min`,
    waiting: (who, ago, person) =>
      `${who ?? 'Un héros'} a demandé une nouvelle position ${ago} · en attente du téléphone de ${person ?? 'la personne'}`,
    answered: (ago) => `Nouvelle position, ${ago}`,
    saidWaiting: (who, person) =>
      `${who ?? 'Un héros'} a demandé une nouvelle position, en attente du téléphone de ${person ?? 'la personne'}.`,
    saidAnswered: 'Nouvelle position.',
    declined: (person) => `Le téléphone de ${person ?? 'la personne'} n’a pas envoyé de nouvelle position`,
    unanswered: (person) =>
      `Le téléphone de ${person ?? 'la personne'} n’a pas répondu. Il est peut-être éteint ou sans réseau.`,
    failureTitle: 'Votre demande n’a pas été envoyée',
    refusals: {
      hero: 'Vous avez demandé une nouvelle position il y a moins de 2 minutes.',
      status: 'Un héros a demandé une nouvelle position il y a moins de 30 secondes.',
      pending: 'Une nouvelle position a déjà été demandée : attendez la réponse du téléphone de la personne.',
    },
  },
  viewers: (count, person) => {
    const status = person ? `le statut de ${person}` : 'ce statut';
    return PLURAL.select(count) === 'one'
      ? `${count} page affiche ${status} (la vôtre)`
      : `${count} pages affichent ${status} (dont la vôtre)`;
  },
  failureTitle: 'Votre réponse n’a pas été envoyée',
  refusals: {
    full: `Ce statut a déjà reçu ${ACKNOWLEDGEMENT_LIMITS.perStatus} réponses, le maximum possible. Appelez la personne ou écrivez-lui.`,
    'client-full': `${PLACES_PER_HOLDER.perClient} héros ont déjà répondu à ce statut depuis cette adresse, le maximum pour une adresse. Appelez la personne ou écrivez-lui.`,
    'network-full': `${PLACES_PER_HOLDER.perNetwork} héros ont déjà répondu à ce statut depuis ce réseau, le maximum pour un réseau. Appelez la personne ou écrivez-lui.`,
  },
} satisfies Translation<typeof english>;
