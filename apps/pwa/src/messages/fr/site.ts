import type { Translation } from '../../i18n/translatable';
import type english from '../en/site';

export default {
  tagline: 'Votre compagnon de sécurité personnelle',
  skipLink: 'Aller au contenu principal',
  nav: {
    /** The navigation landmark's name, and its toggle on narrow screens (the UI package's words, given as props). */
    label: 'Principal',
    menu: 'Menu de navigation',
    home: 'Accueil',
    privacy: 'Politique de confidentialité',
    accountDeletion: 'Suppression du compte',
    feedback: 'Votre avis',
    lookup: 'Consultation héros',
    adminLogin: 'Connexion administrateur',
  },
  footer: {
    label: 'Pied de page',
    about: 'Qui sommes-nous',
    legal: 'Documents juridiques',
    accountDeletion: 'Suppression du compte',
    feedback: 'Votre avis',
    note: 'Votre compagnon de sécurité personnelle.',
  },
  offline:
    'Vous êtes hors ligne. Les pages déjà visitées fonctionnent toujours ; la consultation et l’envoi d’un avis nécessitent une connexion.',
  needsConnection: {
    title: 'Pas de connexion',
    text: (what: string) =>
      `${what} nécessite une connexion internet. Vous pouvez remplir le formulaire dès maintenant ; l’envoi fonctionnera de nouveau dès que vous serez en ligne.`,
  },
  routeError: {
    heading: 'Un problème est survenu',
    title: 'Impossible d’afficher cette page',
    offline: 'Cette page nécessite une connexion internet. Connectez-vous, puis réessayez.',
    notLoaded: 'Impossible de charger cette page. Vérifiez votre connexion, puis réessayez.',
    unexpected: 'Une erreur inattendue s’est produite.',
    tryAgain: 'Réessayer',
    or: 'ou',
    home: 'revenir à la page d’accueil',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'Il n’y a aucune page à cette adresse. Elle a peut-être été déplacée, ou le lien contient une erreur.',
    home: 'Aller à la page d’accueil',
  },
  pages: {
    homeDescription: (product: string) =>
      `${product} partage votre position avec les personnes en qui vous avez confiance quand quelque chose ne va pas.`,
    welcome: (product: string) => `Bienvenue sur ${product}`,
    about: 'Qui sommes-nous',
    aboutDescription: (product: string) =>
      `Notre mission, notre équipe et notre histoire : les personnes à l’origine de ${product}.`,
    accountDeletion: 'Suppression du compte',
    accountDeletionDescription: (product: string) =>
      `Comment supprimer votre compte ${product} et tout ce qui y est enregistré.`,
    legal: 'Documents juridiques',
    legalTabs: 'Documents juridiques',
    lookup: 'Consultation héros',
    lookupDescription:
      'Vous avez reçu un code d’accès par SMS ? Saisissez-le pour voir le statut de la personne qui vous a choisi comme héros.',
    feedback: 'Votre avis',
    feedbackDescription: (product: string) =>
      `Dites à l’équipe ${product} ce que vous en pensez : idées, problèmes et compliments.`,
    adminLogin: 'Connexion administrateur',
    adminLoginSubtitle: 'Accéder au tableau de bord d’administration',
    userStatus: 'Statut utilisateur',
    userStatusDescription: 'Un outil de débogage qui montre comment un statut collé est lu.',
    adminDashboard: 'Tableau de bord d’administration',
    adminDashboardDescription: 'La boîte de réception des avis du tableau de bord d’administration.',
    legalDescription: (product: string) =>
      `La Politique de confidentialité, le Contrat de licence utilisateur final et la Politique de consentement de ${product}.`,
  },
} satisfies Translation<typeof english>;
