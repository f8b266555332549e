/**
 * The action bar's words ('Call 999', 'Directions'), in `EMERGENCY_TEXTS`; a module of their own because the
 * fallback of a part whose code could not load (`deferred.tsx`) and the page's inline script (its early paint) use
 * them too, and the lookup's first load takes these lines, not the table.
 */
export const callLabel = (number: string) => `Call ${number}`;

export const DIRECTIONS_LABEL = 'Directions';
