import type { UiMessages } from '@safety-companion/ui';

// The UI package's words of the landing page (its features and store badges). The navigation bar takes its words
// as props, from the `site` section.
export default {
  features: {
    carouselLabel: 'Recursos',
    carouselRole: 'carrossel',
    slideRole: 'item',
    pauseRotation: 'Pausar a troca automática',
    startRotation: 'Iniciar a troca automática',
    chooseFeature: 'Escolha um recurso',
    showFeature: (position, count, title) => `Mostrar o recurso ${position} de ${count}: ${title}`,
    slide: (position, count) => `${position} de ${count}`,
    expandImage: (title) => `Ampliar imagem: ${title}`,
    close: 'Fechar',
  },
  // The badge shows 'Baixar o app na App Store'; a screen reader hears 'Baixar {product} na App Store'.
  storeLinks: {
    appStore: { verb: 'Baixar', filler: 'o app', preposition: 'na', store: 'App Store' },
    googlePlay: { verb: 'Baixar', filler: 'o app', preposition: 'no', store: 'Google Play' },
  },
} satisfies Pick<UiMessages, 'features' | 'storeLinks'>;
