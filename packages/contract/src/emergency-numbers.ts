/**
 * Whether a country's emergency number takes text messages: 'some-areas' where some regions take texts (text-to-911
 * in parts of the United States), 'registered' only from phones registered with the service first (the United
 * Kingdom's emergencySMS, for example), 'no' where it takes calls only.
 */
export type EmergencyTexts = 'some-areas' | 'registered' | 'no';

/** A country's number for an emergency (police, ambulance, fire), and whether it takes texts. */
export interface EmergencyNumber {
  number: string;
  texts: EmergencyTexts;
}

/**
 * Where the table comes from: the ITU's list of national emergency numbers (ITU-T E.164 Operational Bulletin),
 * the European Commission's pages on 112, and the countries' own services for texts. Where a country has several
 * numbers, the one that reaches every emergency service or, failing one, the police.
 */
export const EMERGENCY_NUMBERS_SOURCE =
  "ITU-T E.164 Operational Bulletin (national emergency numbers); European Commission, 'The European emergency number 112'; each country's emergency services on texts.";

const n = (number: string, texts: EmergencyTexts = 'no'): EmergencyNumber => ({ number, texts });

/**
 * The emergency number of each country the product knows, by ISO 3166-1 region code (see
 * `EMERGENCY_NUMBERS_SOURCE`). Every country of the European Union answers 112.
 *
 * @example
 * EMERGENCY_NUMBERS.GB; // { number: '999', texts: 'registered' }
 */
export const EMERGENCY_NUMBERS: Readonly<Record<string, EmergencyNumber>> = /* @__PURE__ */ Object.freeze({
  // North and Central America, the Caribbean
  US: n('911', 'some-areas'),
  CA: n('911', 'registered'),
  MX: n('911'),
  PR: n('911'),
  SV: n('911'),
  HN: n('911'),
  CR: n('911'),
  PA: n('911'),
  DO: n('911'),
  // South America
  AR: n('911'),
  CO: n('123'),
  EC: n('911'),
  PY: n('911'),
  UY: n('911'),
  VE: n('911'),
  // Europe (the European Union answers 112 everywhere; some countries keep an older number as well)
  GB: n('999', 'registered'),
  IE: n('112', 'registered'),
  FR: n('112'),
  DE: n('112'),
  ES: n('112'),
  IT: n('112'),
  PT: n('112'),
  NL: n('112'),
  BE: n('112'),
  LU: n('112'),
  AT: n('112'),
  CH: n('112'),
  LI: n('112'),
  DK: n('112'),
  SE: n('112'),
  NO: n('112'),
  FI: n('112'),
  IS: n('112'),
  PL: n('112'),
  CZ: n('112'),
  SK: n('112'),
  HU: n('112'),
  RO: n('112'),
  BG: n('112'),
  GR: n('112'),
  HR: n('112'),
  SI: n('112'),
  EE: n('112'),
  LV: n('112'),
  LT: n('112'),
  CY: n('112'),
  MT: n('112'),
  TR: n('112'),
  UA: n('112'),
  MD: n('112'),
  GE: n('112'),
  ME: n('112'),
  // Asia and the Middle East
  IN: n('112'),
  PH: n('911'),
  MY: n('999'),
  HK: n('999'),
  SA: n('911'),
  JO: n('911'),
  KW: n('112'),
  QA: n('999'),
  // Africa
  KE: n('999'),
  NG: n('112'),
  // Oceania
  AU: n('000'),
  NZ: n('111', 'registered'),
});

/**
 * The first region code of the browser's languages (`navigator.languages`) that the table knows, or undefined. A
 * tag without a region subtag (`fr`) or with a region that is not a country (`es-419`, Latin America) says
 * nothing.
 *
 * @example
 * regionOfLanguages(['en-GB', 'en']); // 'GB'
 * regionOfLanguages(['fr', 'es-419']); // undefined
 */
export function regionOfLanguages(languages: readonly string[]): string | undefined {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    if (region && EMERGENCY_NUMBERS[region]) return region;
  }
  return undefined;
}

/**
 * The number to call for `region`, or `fallback` (the site's `VITE_EMERGENCY_NUMBER`) when no region is known.
 *
 * @example
 * emergencyNumberFor('DE', '911'); // { number: '112', texts: 'no' }
 * emergencyNumberFor(undefined, '911'); // { number: '911', texts: 'no' }
 */
export function emergencyNumberFor(region: string | undefined, fallback: string): EmergencyNumber {
  return (region && EMERGENCY_NUMBERS[region]) || { number: fallback, texts: 'no' };
}

/** The number a hero is offered, and the country it is for (undefined when the site's fallback is used). */
export interface HeroEmergencyNumber extends EmergencyNumber {
  region: string | undefined;
}

/**
 * The hero's emergency number: the country they chose on this device (`storedCountry`) when the table knows it,
 * else the first country of their browser's languages, else `fallback` (the site's `VITE_EMERGENCY_NUMBER`). Only
 * the table and `Intl` are used, so the page's start script can call it as the app does.
 *
 * @example
 * heroEmergencyNumber(['en-GB'], null, '911'); // { region: 'GB', number: '999', texts: 'registered' }
 * heroEmergencyNumber(['en-GB'], 'DE', '911'); // { region: 'DE', number: '112', texts: 'no' }
 * heroEmergencyNumber(['fr'], null, '911'); // { region: undefined, number: '911', texts: 'no' }
 */
export function heroEmergencyNumber(
  languages: readonly string[],
  storedCountry: string | null | undefined,
  fallback: string,
): HeroEmergencyNumber {
  const region =
    storedCountry && EMERGENCY_NUMBERS[storedCountry] ? storedCountry : regionOfLanguages(languages);
  return { region, ...emergencyNumberFor(region, fallback) };
}
