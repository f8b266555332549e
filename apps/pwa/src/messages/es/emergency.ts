import type { Translation } from '../../i18n/translatable';
import type english from '../en/emergency';

export default {
  opensInNewTab: 'Se abre en una pestaña nueva',
  calls: (number: string, country: string) => `Se llama al ${number} (${country})`,
  callsWithoutCountry: (number: string) => `Se llama al ${number}: tu navegador no indica tu país`,
  change: 'Cambiar',
  countryLabel: 'País',
  countryNotChosen: 'Elige tu país',
  expired: {
    notStopped: 'No ha detenido su temporizador.',
    tryCalling: 'Intenta llamar a esa persona.',
    call: (number: string) => `Si no logras comunicarte y temes por su seguridad, llama al ${number}.`,
  },
  dispatcher: {
    heading: 'Qué decirle al operador de emergencias',
    stepsHeading: 'Qué hacer',
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar: selecciona el texto y cópialo.',
    share: 'Compartir',
    shareTitle: 'Qué decirle al operador de emergencias',
  },
  brief: {
    someone: 'La persona',
    inEmergency: (who: string) => `${who} está en una emergencia.`,
    position: (coordinates: string, within: string, at: string) =>
      `Posición: ${coordinates} (latitud, longitud${within})${at}.`,
    within: (meters: string) => `, con un margen de ${meters} m`,
    at: (time: string) => `, el ${time}`,
    place: (place: string) => `Lugar: ${place}.`,
    reason: (reason: string) => `Motivo: ${reason}.`,
    wrote: (info: string) => `Escribió: ${info}`,
    doing: (what: string) => `Haciendo: ${what}.`,
    with: (who: string) => `Con: ${who}.`,
    elsewhere: (cityTime: string) =>
      `Si no está donde estás tú, dilo primero: "La persona no está cerca de mí"${cityTime}, y luego da la posición de arriba.`,
    cityTime: (city: string) => `, y que su teléfono tiene la hora de ${city}`,
  },
  steps: {
    call: (number: string) => `Llama al ${number} ahora.`,
    sayWhere: 'Di primero dónde: la posición y el lugar de arriba; luego qué pasó, tu nombre y tu número.',
    stayOnLine: 'No cuelgues hasta que el operador termine la llamada.',
    texts: {
      'some-areas': (number: string) =>
        `Envía un mensaje de texto al ${number} solo donde el servicio los recibe (en algunas zonas); una llamada siempre es mejor.`,
      registered: (number: string) =>
        `Los mensajes de texto llegan al ${number} solo desde teléfonos registrados antes en el servicio; mejor llama.`,
      no: (number: string) => `No envíes un mensaje de texto: aquí el ${number} solo recibe llamadas.`,
    },
    notAlone: 'No entres sin compañía: espera a los servicios de emergencia en un lugar seguro.',
    tellHeroes: 'Avisa a los demás héroes con "Llamé a los servicios de emergencia", más abajo.',
  },
} satisfies Translation<typeof english>;
