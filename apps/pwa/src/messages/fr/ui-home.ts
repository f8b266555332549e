import type { UiMessages } from '@safety-companion/ui';

// The UI package's words of the landing page (its features and store badges). The navigation bar takes its words
// as props, from the `site` section.
export default {
  features: {
    carouselLabel: 'Fonctionnalités',
    carouselRole: 'carrousel',
    slideRole: 'diapositive',
    pauseRotation: 'Mettre en pause le défilement automatique',
    startRotation: 'Lancer le défilement automatique',
    chooseFeature: 'Choisissez une fonctionnalité',
    showFeature: (position, count, title) => `Afficher la fonctionnalité ${position} sur ${count} : ${title}`,
    slide: (position, count) => `${position} sur ${count}`,
    expandImage: (title) => `Agrandir l’image : ${title}`,
    close: 'Fermer',
  },
  // The badges show 'Télécharger l’app dans l’App Store', as Apple's French badge says it; a screen reader hears
  // 'Télécharger {product} dans l’App Store'.
  storeLinks: {
    appStore: { verb: 'Télécharger', filler: 'l’app', preposition: 'dans l’', store: 'App Store' },
    googlePlay: { verb: 'Télécharger', filler: 'l’app', preposition: 'sur', store: 'Google Play' },
  },
} satisfies Pick<UiMessages, 'features' | 'storeLinks'>;
