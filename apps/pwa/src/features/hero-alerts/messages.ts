import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/alerts';

/** Every text of the lookup's alerts, in the page's language: the `alerts` section. */
export const ALERT_TEXTS = translatable('alerts', english);
