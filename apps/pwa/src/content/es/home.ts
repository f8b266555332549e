/** The landing page's texts, in Spanish, with the same keys as the English `HOME_TEXT`. */
export const HOME_TEXT = {
  heroSubtitle: 'Tu compañero de seguridad personal',
  welcomeTitle: (product: string) => `Te damos la bienvenida a ${product}`,
  welcomeTagline: 'Tu compañero de seguridad personal para situaciones de emergencia.',
  featuresTitle: 'Funciones',
  downloadTitle: 'DESCÁRGALA AHORA',
  downloadText:
    'Descarga la app para iPhone o Android, agrega a tus héroes y prepárate antes de necesitarlos.',
  appStoreLabel: 'Descárgala en el App Store',
  playStoreLabel: 'Consíguela en Google Play',
} as const;
