import type { AcknowledgementKind } from '@safety-companion/contract';
import type { UiMessages } from '../messages';

// The components' words in Spanish, as an app gives them through UiMessagesProvider: test data for the
// translated components.

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

const VERBS: Record<AcknowledgementKind, string> = {
  seen: 'ha visto esto',
  'on-the-way': 'va en camino',
  'called-emergency-services': 'ha llamado a emergencias',
  here: 'está con la persona',
};

const OWN: Record<AcknowledgementKind, string> = {
  seen: 'Has visto esto',
  'on-the-way': 'Vas en camino',
  'called-emergency-services': 'Has llamado a emergencias',
  here: 'Estás con la persona',
};

const ago = new Intl.RelativeTimeFormat('es', { style: 'short' });

export const UI_MESSAGES_ES: UiMessages = {
  navBar: { label: 'Principal', menu: 'Menú' },
  features: {
    carouselLabel: 'Funciones',
    carouselRole: 'carrusel',
    slideRole: 'diapositiva',
    pauseRotation: 'Pausar la rotación automática',
    startRotation: 'Iniciar la rotación automática',
    chooseFeature: 'Elige una función',
    showFeature: (position, count, title) => `Mostrar la función ${position} de ${count}: ${title}`,
    slide: (position, count) => `${position} de ${count}`,
    expandImage: (title) => `Ampliar la imagen: ${title}`,
    close: 'Cerrar',
  },
  storeLinks: {
    appStore: { verb: 'Descargar', preposition: 'en el', store: 'App Store' },
    googlePlay: { verb: 'Descargar', preposition: 'en', store: 'Google Play' },
  },
  status: {
    emergency: 'EMERGENCIA',
    emergencySince: (time, elapsed) => `Emergencia desde las ${time} (hace ${elapsed})`,
    namedPlace: (place) => `En: ${place} (el lugar que indicó)`,
    expiredAt: (time, day) => `El temporizador terminó el ${day} a las ${time}`,
    expired: 'El temporizador terminó',
    active: 'Activo',
    was: (statusLine) => `Estado anterior: ${statusLine}`,
    callNumber: (phoneNumber) => `Llamar al ${phoneNumber}`,
    notSet: 'Sin indicar',
    startTime: 'Hora de inicio',
    endTime: 'Hora de fin',
    lastUpdate: 'Última actualización',
    theirTime: (time) => `${time}, su hora`,
    theirTimeZone: (zone) => `Su zona horaria: ${zone}`,
    updatedAgo: (elapsed) => `Actualizado hace ${elapsed}`,
    noNewPosition: (elapsed) => `Sin nueva posición desde hace ${elapsed}`,
    who: 'Quién',
    what: 'Qué',
    where: 'Dónde',
    photoAlt: 'Foto compartida por el usuario',
    viewCurrentLocation: 'Ver la ubicación actual en el mapa',
    directions: 'Cómo llegar desde el inicio hasta la ubicación actual',
    viewStartLocation: 'Ver la ubicación de inicio en el mapa',
    opensInNewTab: 'Se abre en una pestaña nueva',
  },
  statusFacts: {
    timeLeft: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Termina en menos de un minuto'
        : `Termina en ${hours > 0 ? `${hours} h ` : ''}${minutes} min`,
    timeLeftSpoken: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Termina en menos de un minuto.'
        : `Termina en ${[hours > 0 ? plural(hours, 'hora') : '', minutes > 0 ? plural(minutes, 'minuto') : '']
            .filter(Boolean)
            .join(' y ')}.`,
    battery: (percent) => `Batería ${percent}`,
    low: 'Baja',
    charging: ', cargando',
    batterySpoken: (percent, { low, charging }) =>
      `La batería del teléfono está al ${percent}${low ? ', baja' : ''}${charging ? ', y cargando' : ''}.`,
  },
  statusLocation: {
    label: 'Ubicación actual',
    copy: 'Copiar coordenadas',
    copied: 'Coordenadas copiadas',
    copyFailed: 'No se pudo copiar: selecciona las coordenadas y cópialas.',
    accuracy: (distance, unit) => `a menos de ${distance} ${unit}`,
    accuracySpoken: (distance, value, unit) =>
      `Precisa a menos de ${distance} ${unit === 'm' ? 'metro' : 'kilómetro'}${value === 1 ? '' : 's'}.`,
  },
  statusAnswers: {
    heading: 'Respuestas de los héroes',
    none: 'Aún no ha respondido ningún héroe.',
    answer: ({ kind, name }) => `${name?.trim() || 'Un héroe'} ${VERBS[kind]}`,
    ownAnswer: ({ kind }) => OWN[kind],
    justNow: 'ahora mismo',
    ago: (amount, unit) => ago.format(-amount, unit),
  },
};
