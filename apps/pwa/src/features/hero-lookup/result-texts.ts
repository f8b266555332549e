import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/lookup-result';

/**
 * The texts of the lookup result's top (the `lookup-result` section), in the page's language. The inline script's
 * early paint writes them too, from the English section itself (`early-paint.ts`): it cannot load a translation.
 * Part of `LOOKUP_TEXTS`, where the page reads them.
 */
export const RESULT_TEXTS = translatable('lookup-result', english);
