/** The landing page's texts. The spec gives the subtitle, the welcome block and the section titles word for word. */
export const HOME_TEXT = {
  heroSubtitle: 'Your personal safety companion',
  welcomeTitle: (product: string) => `Welcome to ${product}`,
  welcomeTagline: 'Your personal safety companion for emergency situations.',
  featuresTitle: 'Features',
  downloadTitle: 'DOWNLOAD NOW',
  downloadText: 'Get the app for iPhone or Android, add your heroes and be ready before you need them.',
  appStoreLabel: 'Download on the App Store',
  playStoreLabel: 'Get it on Google Play',
} as const;
