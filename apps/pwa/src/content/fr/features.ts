// Files of their own, as in ../features.ts.
import activitiesImage from '../../assets/features/activities.svg?no-inline';
import countdownImage from '../../assets/features/countdown.svg?no-inline';
import photosImage from '../../assets/features/photos.svg?no-inline';
import switchImage from '../../assets/features/switch.svg?no-inline';
import type { Feature } from '../features';
import { FIRST_ILLUSTRATION } from '../first-illustration';

// Every illustration is drawn on the same 240×480 phone frame.
const IMAGE_SIZE = { imageWidth: 240, imageHeight: 480 } as const;

/** The five features of the landing page, in French, in the spec's order. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'heroes',
    title: 'Contacts d’urgence (héros)',
    description:
      'Choisissez les personnes de confiance qui seront vos héros. En cas d’urgence, chacun reçoit un SMS avec un code de 6 caractères pour voir où vous êtes.',
    image: FIRST_ILLUSTRATION,
    imageAlt:
      'Écran de téléphone affichant une liste de trois héros, chacun coché, au-dessus d’un SMS contenant un code d’accès de 6 caractères.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-heroes)',
  },
  {
    id: 'activities',
    title: 'Activités',
    description:
      'Avant de partir, notez avec qui vous êtes, ce que vous faites et où, pour que vos héros sachent par où commencer à chercher.',
    image: activitiesImage,
    imageAlt:
      'Écran de téléphone affichant une activité dont les champs « avec qui », « quoi » et « où » sont remplis, une heure de début et un grand bouton pour la lancer.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-activities)',
  },
  {
    id: 'countdown',
    title: 'Minuteur de sécurité',
    description:
      'Réglez un minuteur de sécurité pour rentrer à pied ou pour un premier rendez-vous. Votre position n’est partagée que pendant qu’il tourne, et seul votre code PIN peut l’arrêter.',
    image: countdownImage,
    imageAlt:
      'Écran de téléphone affichant l’anneau du minuteur à 14:59 et un repère de position, au-dessus d’un champ de code PIN dont deux chiffres sur quatre sont saisis, et d’un pavé numérique.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-countdown)',
  },
  {
    id: 'photos',
    title: 'Photo d’urgence',
    description:
      'Ajoutez une photo récente de vous pour que vos héros sachent exactement qui chercher. Ils ne la voient qu’en cas d’urgence.',
    image: photosImage,
    imageAlt:
      'Écran de téléphone affichant une photo portrait avec un bouton d’appareil photo, et un interrupteur activé, marqué d’un bouclier, pour la partager avec les héros.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-photos)',
  },
  {
    id: 'switch',
    title: 'Bouton d’urgence',
    description:
      'Une seule pression prévient vos héros en leur envoyant votre position et les dernières informations que vous avez partagées, et un bouton rapide compose le 911.',
    image: switchImage,
    imageAlt:
      'Écran de téléphone affichant un grand bouton d’urgence rouge, une carte avec un repère envoyé à trois héros et un bouton vert pour appeler le 911.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-switch)',
  },
];
