import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/emergency';

/**
 * Every text of what a hero can do now (the number's country, the note of an expired countdown and the
 * dispatcher's panel), in the page's language: the `emergency` section. The action bar's Call and Directions are
 * the result's (`callLabel`, `RESULT_TEXTS`). What to tell the dispatcher and the steps come from the contract's
 * `dispatcherBrief` and `emergencySteps`.
 */
export const EMERGENCY_TEXTS = translatable('emergency', english);
