import { type HeroEmergencyNumber, heroEmergencyNumber } from '@safety-companion/contract';
import { useSyncExternalStore } from 'react';
import { onEmergencyCountryChange, readEmergencyCountry, storeEmergencyCountry } from './emergency-country';

export interface HeroEmergencyNumberChoice extends HeroEmergencyNumber {
  /** Keeps another country on this device; every view of the number follows. */
  choose: (region: string) => void;
}

/**
 * The number this hero should call: the country chosen on this device, else their browser's languages, else
 * `fallback` (the site's `VITE_EMERGENCY_NUMBER`), by the contract's `heroEmergencyNumber`. The device's storage
 * owns the choice; every view reads it here.
 */
export function useHeroEmergencyNumber(fallback: string): HeroEmergencyNumberChoice {
  const stored = useSyncExternalStore(onEmergencyCountryChange, readEmergencyCountry, () => null);
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return { ...heroEmergencyNumber(languages, stored, fallback), choose: storeEmergencyCountry };
}
