// The one thing the lookup keeps: the access code this tab shows, in `sessionStorage` (this tab only, gone with it,
// never `localStorage`), so that a reload, Back/Forward, or coming back from another page of the site shows the
// status again without typing. The status itself is never stored: it is always asked for again. Used by the app
// and by the page's inline script (`early-lookup.ts`), so it imports nothing.

const SHOWN_CODE_KEY = 'hero-lookup.code';

/** The code this tab showed last, or null (none, or storage refused). */
export function readShownCode(): string | null {
  try {
    return sessionStorage.getItem(SHOWN_CODE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the code this tab shows, in place of any other. */
export function keepShownCode(code: string) {
  try {
    sessionStorage.setItem(SHOWN_CODE_KEY, code);
  } catch {
    // Storage refused (a policy, a full quota): a reload then shows an empty lookup, as before.
  }
}

/** Forgets the kept code: the status ended, the code found nothing, or the hero asked. */
export function forgetShownCode() {
  try {
    sessionStorage.removeItem(SHOWN_CODE_KEY);
  } catch {
    // As above.
  }
}
