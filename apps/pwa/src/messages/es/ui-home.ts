import type { UiMessages } from '@safety-companion/ui';

// The UI package's words of the landing page (its features and store badges). The navigation bar takes its words
// as props, from the `site` section.
export default {
  features: {
    carouselLabel: 'Funciones',
    carouselRole: 'carrusel',
    slideRole: 'diapositiva',
    pauseRotation: 'Pausar el cambio automático',
    startRotation: 'Iniciar el cambio automático',
    chooseFeature: 'Elige una función',
    showFeature: (position, count, title) => `Mostrar la función ${position} de ${count}: ${title}`,
    slide: (position, count) => `${position} de ${count}`,
    expandImage: (title) => `Ampliar imagen: ${title}`,
    close: 'Cerrar',
  },
  // The badge shows 'Descarga la app en el App Store'; a screen reader hears 'Descarga {product} en el App Store'.
  storeLinks: {
    appStore: { verb: 'Descarga', filler: 'la app', preposition: 'en el', store: 'App Store' },
    googlePlay: { verb: 'Consigue', filler: 'la app', preposition: 'en', store: 'Google Play' },
  },
} satisfies Pick<UiMessages, 'features' | 'storeLinks'>;
