import EMERGENCY_WORDS from 'words:emergency';
import MAP_WORDS from 'words:map';
import { type DispatcherWords, hourOf, type StepWords } from '@safety-companion/contract';
import { nearStreets } from '../status-map/near-streets';

// The contract's `dispatcherBrief` and `emergencySteps` take their words as functions of positional parameters:
// these build them from the page's compiled messages (the `emergency` section, and the `map` section's nearest
// streets, which the map's caption says too), for every language alike.

/** The moment a state began, as the brief says it: its time, and its day when that was not today. */
function at(time: string, day: string | undefined): string {
  const words = EMERGENCY_WORDS.brief;
  const hour = hourOf(time);
  return day ? words.atOnDay({ hour, time, day }) : words.at({ hour, time });
}

/** The position line: the coordinates, with the accuracy and the age of the fix when the status says them. */
function position(coordinates: string, accuracy: string, taken: string): string {
  const words = EMERGENCY_WORDS.brief.position;
  if (accuracy && taken) return words.withAccuracyAndTaken({ coordinates, accuracy, taken });
  if (accuracy) return words.withAccuracy({ coordinates, accuracy });
  if (taken) return words.withTaken({ coordinates, taken });
  return words.plain({ coordinates });
}

/**
 * The dispatcher's brief in the page's language, for `dispatcherBrief`; each call reads the page's words (a unit
 * test renders several languages).
 */
export function dispatcherWords(): DispatcherWords {
  const words = EMERGENCY_WORDS.brief;
  return {
    who: (name) => words.who({ name }),
    emergencyAt: (time, day, ago) => words.emergencyAt({ at: at(time, day), ago }),
    emergency: words.emergency,
    expiredAt: (time, day, ago) => words.expiredAt({ at: at(time, day), ago }),
    expired: words.expired,
    active: words.active,
    ago: (elapsed) => words.ago({ elapsed }),
    near: (street, crossing) => nearStreets(MAP_WORDS, street, crossing),
    place: (place) => words.place({ place }),
    position,
    accuracy: (meters) => words.accuracy({ meters }),
    taken: (ago) => words.taken({ ago }),
    phone: (number) => words.phone({ number }),
    wrote: (info) => words.wrote({ info }),
    doing: (what) => words.doing({ what }),
    with: (who) => words.with({ who }),
    battery: (percent, charging) =>
      charging ? words.batteryCharging({ percent }) : words.battery({ percent }),
    // The city goes whole into `elsewhereInCity`, a sentence of its own: `elsewhere` is given it (or nothing).
    cityTime: (city) => city,
    elsewhere: (city) => (city ? words.elsewhereInCity({ city }) : words.elsewhere),
    ownNumber: words.ownNumber,
  };
}

/** The steps for a hero in an emergency in the page's language, for `emergencySteps`. */
export function stepWords(): StepWords {
  const words = EMERGENCY_WORDS.steps;
  return {
    call: (number) => words.call({ number }),
    sayWhere: words.sayWhere,
    stayOnLine: words.stayOnLine,
    texts: {
      'some-areas': (number) => words.texts['some-areas']({ number }),
      registered: (number) => words.texts.registered({ number }),
      no: (number) => words.texts.no({ number }),
    },
    notAlone: words.notAlone,
    tellHeroes: words.tellHeroes,
  };
}
