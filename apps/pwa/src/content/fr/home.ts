/** The landing page's texts, in French, with the same keys as the English `HOME_TEXT`. */
export const HOME_TEXT = {
  heroSubtitle: 'Votre compagnon de sécurité personnelle',
  welcomeTitle: (product: string) => `Bienvenue sur ${product}`,
  welcomeTagline: 'Votre compagnon de sécurité personnelle pour les situations d’urgence.',
  featuresTitle: 'Fonctionnalités',
  downloadTitle: 'TÉLÉCHARGEZ-LA MAINTENANT',
  downloadText:
    'Téléchargez l’app pour iPhone ou Android, ajoutez vos héros et soyez prêt avant d’en avoir besoin.',
  appStoreLabel: 'Télécharger dans l’App Store',
  playStoreLabel: 'Disponible sur Google Play',
} as const;
