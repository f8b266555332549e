import { RESULT_TEXTS } from '../hero-lookup/result-texts';

/**
 * The action bar's Call link ('Call 999'), in the page's language (the `lookup-result` section, with 'Directions'):
 * the fallback of a part whose code could not load (`deferred.tsx`) and the bar itself say it. The page's inline
 * script (its early paint) takes the English section itself.
 */
export const callLabel = (number: string) => RESULT_TEXTS.call(number);
