// The country a hero chose for the emergency number, kept on this device (`localStorage`, never a cookie; the
// privacy policy names the key). Nothing here imports anything, so that the page's start script can read it as the
// app does: `heroEmergencyNumber(navigator.languages, readEmergencyCountry(), fallback)` (the contract's).

/** The `localStorage` key of the chosen country (an ISO 3166-1 region code such as `GB`). */
export const EMERGENCY_COUNTRY_KEY = 'emergency-number.country';

/** Said on this page when the choice changes (the `storage` event says it only to the site's other pages). */
const CHANGED = 'emergency-number-country-changed';

/** The country chosen on this device, or null when none was (or storage is refused). */
export function readEmergencyCountry(): string | null {
  try {
    return localStorage.getItem(EMERGENCY_COUNTRY_KEY);
  } catch {
    return null;
  }
}

/** Keeps the hero's choice on this device and tells this page; a refused storage keeps it for no one. */
export function storeEmergencyCountry(region: string) {
  try {
    localStorage.setItem(EMERGENCY_COUNTRY_KEY, region);
  } catch {
    // Private mode or a policy: the choice lasts as long as nothing else, and the number falls back.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when the choice changes, on this page or another of the site's; answers the unsubscribe. */
export function onEmergencyCountryChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === EMERGENCY_COUNTRY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, listener);
  };
}
