import { EMERGENCY_NUMBERS } from '@safety-companion/contract';
import { currentLocale } from '../../i18n/locale';

/** Region names in the page's language, whatever the browser's: made once per language. */
const namers = new Map<string, Intl.DisplayNames>();

function namer(): Intl.DisplayNames {
  const locale = currentLocale();
  let names = namers.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    namers.set(locale, names);
  }
  return names;
}

/** A country's name in the page's language from its region code ('GB' → 'United Kingdom', 'Reino Unido'). */
export function countryName(region: string): string {
  return namer().of(region) ?? region;
}

/** The countries of the contract's table, by name in the page's language, for the hero to pick from. */
export function countryOptions(): { region: string; name: string }[] {
  const locale = currentLocale();
  return Object.keys(EMERGENCY_NUMBERS)
    .map((region) => ({ region, name: countryName(region) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
