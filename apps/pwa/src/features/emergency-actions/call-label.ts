/**
 * The call action's words ('Call 999'), in `EMERGENCY_TEXTS`; a module of its own because the fallback of a part
 * whose code could not load uses it too (`deferred.tsx`), and the lookup's first load takes this line, not the table.
 */
export const callLabel = (number: string) => `Call ${number}`;
