import { EMERGENCY_NUMBERS } from '@safety-companion/contract';

// The page is in English: the countries are named in English whatever the browser's language.
const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its region code ('GB' → 'United Kingdom'). */
export function countryName(region: string): string {
  return names.of(region) ?? region;
}

/** The countries of the contract's table, by name, for the hero to pick from. */
export function countryOptions(): { region: string; name: string }[] {
  return Object.keys(EMERGENCY_NUMBERS)
    .map((region) => ({ region, name: countryName(region) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
