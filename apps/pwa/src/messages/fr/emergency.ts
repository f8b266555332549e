import type { Translation } from '../../i18n/translatable';
import type english from '../en/emergency';
import map from './map';

// `number` is a number ('112') or the lookup's 'numéro d’urgence local', so that 'appelez le …' reads for both.
// `time` and `day` come written by `Intl` ('13:05', '3 mars 2025'): French says the day before the hour.
export default {
  opensInNewTab: 'S’ouvre dans un nouvel onglet',
  calls: (number: string, country: string) => `Numéro appelé : ${number} (${country})`,
  callsWithoutCountry: (number: string) =>
    `Numéro appelé : ${number} ; votre navigateur n’indique pas votre pays`,
  change: 'Modifier',
  countryLabel: 'Pays',
  countryNotChosen: 'Choisissez votre pays',
  expired: {
    notStopped: 'La personne n’a pas arrêté son minuteur de sécurité.',
    tryCalling: (name: string | undefined, shared: boolean) =>
      shared
        ? `Essayez d’abord d’appeler ${name ?? 'la personne'} ou de lui envoyer un message.`
        : `Essayez d’abord d’appeler ${name ?? 'la personne'} au numéro que vous connaissez.`,
    call: (number: string) =>
      `Si vous n’arrivez pas à joindre la personne et que vous craignez pour sa sécurité, appelez le ${number}.`,
  },
  dispatcher: {
    heading: 'Ce qu’il faut dire à l’opérateur des secours',
    stepsHeading: 'Que faire',
    copy: 'Copier',
    copied: 'Copié',
    copyFailed: 'Copie impossible : sélectionnez le texte et copiez-le.',
    share: 'Partager',
    shareTitle: 'Ce qu’il faut dire à l’opérateur des secours',
  },
  brief: {
    who: (name: string) => `Personne concernée : ${name}.`,
    emergencyAt: (time: string, day: string | undefined, ago: string) =>
      `Urgence activée${day ? ` le ${day}` : ''} à ${time}, ${ago}.`,
    emergency: 'Urgence activée.',
    expiredAt: (time: string, day: string | undefined, ago: string) =>
      `Son minuteur de sécurité a expiré${day ? ` le ${day}` : ''} à ${time}, ${ago}, et la personne ne l’a pas arrêté.`,
    expired: 'Son minuteur de sécurité a expiré et la personne ne l’a pas arrêté.',
    active: 'Son minuteur de sécurité est en cours ; aucune urgence n’est signalée.',
    ago: (elapsed: string) => `il y a ${elapsed}`,
    near: map.near,
    place: (place: string) => `Lieu indiqué par la personne : ${place}.`,
    position: (coordinates: string, accuracy: string, taken: string) =>
      `Position : ${coordinates} (latitude, longitude)${accuracy ? `, ${accuracy}` : ''}${taken ? `, ${taken}` : ''}.`,
    accuracy: (meters: string) => `±${meters} m`,
    taken: (ago: string) => `relevée ${ago}`,
    phone: (number: string) => `Son numéro de téléphone : ${number}.`,
    wrote: (info: string) => `Message de la personne : ${info}`,
    doing: (what: string) => `Activité : ${what}.`,
    with: (who: string) => `Avec : ${who}.`,
    battery: (percent: string, charging: boolean) =>
      `Batterie du téléphone : ${percent}${charging ? ', en charge' : ''}.`,
    elsewhere: (cityTime: string) =>
      `Si la personne n’est pas avec vous, dites-le en premier : « La personne n’est pas près de moi »${cityTime}. Donnez ensuite la position ci-dessus.`,
    cityTime: (city: string) => `, et précisez que son téléphone est réglé sur l’heure de ${city}`,
    ownNumber: 'Donnez à l’opérateur votre propre numéro de téléphone.',
  },
  steps: {
    call: (number: string) => `Appelez le ${number} maintenant.`,
    sayWhere:
      'Dites d’abord où : la position et le lieu ci-dessus ; puis ce qui s’est passé, votre nom et votre numéro.',
    stayOnLine: 'Restez en ligne jusqu’à ce que l’opérateur mette fin à l’appel.',
    texts: {
      'some-areas': (number: string) =>
        `N’envoyez un SMS au ${number} que là où le service les reçoit (c’est le cas dans certaines zones) ; un appel est toujours préférable.`,
      registered: (number: string) =>
        `Les SMS n’arrivent au ${number} que depuis des téléphones inscrits au préalable auprès du service ; appelez plutôt.`,
      no: (number: string) => `N’envoyez pas de SMS : ici, le ${number} ne reçoit que des appels.`,
    },
    notAlone: 'N’y allez pas seul : attendez les secours dans un endroit sûr.',
    tellHeroes: 'Prévenez les autres héros avec le bouton « J’ai appelé les secours », plus bas.',
  },
} satisfies Translation<typeof english>;
