import { ACKNOWLEDGEMENT_LIMITS, ARRIVAL_LIMITS, PLACES_PER_HOLDER } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/answers';

export default {
  heading: 'Avísale a esa persona y a los demás héroes',
  nameLabel: 'Tu nombre',
  nameHint: 'Opcional. Se muestra con tus respuestas; se recuerda en este dispositivo.',
  nameProblems: {
    invisible: 'Quita los caracteres invisibles.',
    marks: 'Usa como máximo 3 acentos o marcas sobre una letra.',
    blank: 'Debe mostrar un nombre, o quedar vacío.',
    tooLong: `Debe tener como máximo ${ACKNOWLEDGEMENT_LIMITS.name} caracteres.`,
  },
  buttons: {
    seen: 'Ya lo vi',
    'on-the-way': 'Voy en camino',
    'called-emergency-services': 'Llamé a los servicios de emergencia',
    here: 'Ya estoy aquí',
  },
  distance: {
    share: 'Compartir a qué distancia estoy',
    update: 'Actualizar a qué distancia estoy',
    takeBack: 'Retirar mi estimación',
    modeLegend: '¿Cómo vas?',
    modes: { foot: 'A pie', car: 'En coche' },
    hint: (person) =>
      `Tu navegador le da tu posición a esta página una sola vez; solo se envían los minutos hasta la última posición conocida de ${person ?? 'la persona'}, nunca dónde estás.`,
    refusedTitle: 'No se envió ninguna estimación',
    noPosition:
      'Tu navegador no le dio tu posición a esta página. Permite que use tu ubicación y vuelve a intentarlo.',
    tooFar: (person) =>
      `Estás a más de ${ARRIVAL_LIMITS.maxKm} km de la última posición conocida de ${person ?? 'la persona'}: demasiado lejos para una estimación.`,
  },
  freshPosition: {
    ask: 'Pedir una posición nueva',
    ago: (ms) => (ms < 60_000 ? `hace ${Math.floor(ms / 1000)} s` : `hace ${Math.floor(ms / 60_000)} min`),
    waiting: (who, ago, person) =>
      `${who ?? 'Un héroe'} pidió una posición nueva ${ago} · esperando al teléfono de ${person ?? 'la persona'}`,
    answered: (ago) => `Posición nueva, ${ago}`,
    saidWaiting: (who, person) =>
      `${who ?? 'Un héroe'} pidió una posición nueva, esperando al teléfono de ${person ?? 'la persona'}.`,
    saidAnswered: 'Posición nueva.',
    declined: (person) => `El teléfono de ${person ?? 'la persona'} no envió una posición nueva`,
    unanswered: (person) =>
      `El teléfono de ${person ?? 'la persona'} no ha respondido. Puede estar apagado o sin señal.`,
    failureTitle: 'Tu petición no se envió',
    refusals: {
      hero: 'Pediste una posición nueva hace menos de 2 minutos.',
      status: 'Un héroe pidió una posición nueva hace menos de 30 segundos.',
      pending: 'Ya se pidió una posición nueva: espera al teléfono de la persona.',
    },
  },
  viewers: (count, person) => {
    const status = person ? `el estado de ${person}` : 'este estado';
    return count === 1
      ? `1 página tiene abierto ${status} (la tuya)`
      : `${count} páginas tienen abierto ${status} (incluida la tuya)`;
  },
  failureTitle: 'Tu respuesta no se envió',
  refusals: {
    full: `Este estado ya tiene ${ACKNOWLEDGEMENT_LIMITS.perStatus} respuestas, el máximo que admite. Llama o escribe a la persona.`,
    'client-full': `${PLACES_PER_HOLDER.perClient} héroes desde esta dirección ya respondieron a este estado, el máximo para una dirección. Llama o escribe a la persona.`,
    'network-full': `${PLACES_PER_HOLDER.perNetwork} héroes desde esta red ya respondieron a este estado, el máximo para una red. Llama o escribe a la persona.`,
  },
} satisfies Translation<typeof english>;
