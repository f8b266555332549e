// Files of their own, as in ../features.ts.
import activitiesImage from '../../assets/features/activities.svg?no-inline';
import countdownImage from '../../assets/features/countdown.svg?no-inline';
import photosImage from '../../assets/features/photos.svg?no-inline';
import switchImage from '../../assets/features/switch.svg?no-inline';
import type { Feature } from '../features';
import { FIRST_ILLUSTRATION } from '../first-illustration';

// Every illustration is drawn on the same 240×480 phone frame.
const IMAGE_SIZE = { imageWidth: 240, imageHeight: 480 } as const;

/** The five features of the landing page, in Spanish, in the spec's order. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'heroes',
    title: 'Contactos de emergencia (Héroes)',
    description:
      'Elige a las personas en quienes confías como tus héroes. En una emergencia, cada uno recibe un mensaje de texto con un código de 6 caracteres para consultar dónde estás.',
    image: FIRST_ILLUSTRATION,
    imageAlt:
      'Pantalla de un teléfono con una lista de tres héroes, cada uno con una marca de verificación, sobre un mensaje de texto que muestra un código de acceso de 6 caracteres.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-heroes)',
  },
  {
    id: 'activities',
    title: 'Actividades',
    description:
      'Antes de salir, anota con quién estás, qué haces y dónde, para que tus héroes sepan por dónde empezar a buscar.',
    image: activitiesImage,
    imageAlt:
      'Pantalla de un teléfono que muestra una actividad con quién, qué y dónde completados, una hora de inicio y un botón grande para iniciarla.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-activities)',
  },
  {
    id: 'countdown',
    title: 'Temporizador de seguridad',
    description:
      'Activa un temporizador de seguridad para volver a casa caminando o para una primera cita. Tu ubicación se comparte solo mientras está en marcha, y solo tu PIN puede detenerlo.',
    image: countdownImage,
    imageAlt:
      'Pantalla de un teléfono con el anillo del temporizador en 14:59 y un marcador de ubicación, sobre un campo de PIN con dos de cuatro dígitos ingresados y un teclado numérico.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-countdown)',
  },
  {
    id: 'photos',
    title: 'Fotos',
    description:
      'Agrega una foto reciente tuya para que tus héroes sepan exactamente a quién buscar. Solo la ven en una emergencia.',
    image: photosImage,
    imageAlt:
      'Pantalla de un teléfono que muestra una foto de retrato con un botón de cámara y un interruptor con un escudo, activado, para compartirla con los héroes.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-photos)',
  },
  {
    id: 'switch',
    title: 'Botón de emergencia',
    description:
      'Con solo presionarlo, avisas a tus héroes y les envías tu ubicación y la última información que compartiste, y un botón rápido marca al 911.',
    image: switchImage,
    imageAlt:
      'Pantalla de un teléfono con un botón rojo grande de emergencia, un mapa con un marcador que se envía a tres héroes y un botón verde para llamar al 911.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-switch)',
  },
];
