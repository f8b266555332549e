import type { Translation } from '../../i18n/translatable';
import type english from '../en/emergency';
import map from './map';

/** 'a las 16:02', but 'a la 1:05'. */
const atTime = (time: string) => `${time.startsWith('1:') ? 'a la' : 'a las'} ${time}`;

export default {
  opensInNewTab: 'Se abre en una pestaña nueva',
  calls: (number: string, country: string) => `Se llama al ${number} (${country})`,
  callsWithoutCountry: (number: string) => `Se llama al ${number}: tu navegador no indica tu país`,
  change: 'Cambiar',
  countryLabel: 'País',
  countryNotChosen: 'Elige tu país',
  expired: {
    notStopped: 'No ha detenido su temporizador.',
    tryCalling: (name: string | undefined, shared: boolean) =>
      shared
        ? `Intenta primero llamar a ${name ?? 'esa persona'} o enviarle un mensaje.`
        : `Intenta llamar a ${name ?? 'esa persona'} al número que tengas de ella.`,
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
    who: (name: string) => `Persona: ${name}.`,
    emergencyAt: (time: string, day: string | undefined, ago: string) =>
      `Emergencia activada ${atTime(time)}${day ? ` del ${day}` : ''}, ${ago}.`,
    emergency: 'Emergencia activada.',
    expiredAt: (time: string, day: string | undefined, ago: string) =>
      `Su temporizador de seguridad se agotó ${atTime(time)}${day ? ` del ${day}` : ''}, ${ago}, y no lo ha detenido.`,
    expired: 'Su temporizador de seguridad se agotó y no lo ha detenido.',
    active: 'Su temporizador de seguridad está en marcha; no hay emergencia.',
    ago: (elapsed: string) => `hace ${elapsed}`,
    near: map.near,
    place: (place: string) => `Lugar que indicó: ${place}.`,
    position: (coordinates: string, accuracy: string, taken: string) =>
      `Posición: ${coordinates} (latitud, longitud)${accuracy ? `, ${accuracy}` : ''}${taken ? `, ${taken}` : ''}.`,
    accuracy: (meters: string) => `±${meters} m`,
    taken: (ago: string) => `tomada ${ago}`,
    phone: (number: string) => `Su número de teléfono: ${number}.`,
    wrote: (info: string) => `Escribió: ${info}`,
    doing: (what: string) => `Actividad: ${what}.`,
    with: (who: string) => `Con: ${who}.`,
    battery: (percent: string, charging: boolean) =>
      `Batería del teléfono: ${percent}${charging ? ', cargando' : ''}.`,
    elsewhere: (cityTime: string) =>
      `Si no está donde estás tú, dilo primero: "La persona no está cerca de mí"${cityTime}, y luego da la posición de arriba.`,
    cityTime: (city: string) => `, y que su teléfono tiene la hora de ${city}`,
    ownNumber: 'Dale al operador tu propio número de teléfono.',
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
