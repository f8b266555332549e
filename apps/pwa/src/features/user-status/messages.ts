import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/user-status';

/** Every text of the User Status page, in the page's language (src/messages/<locale>/user-status.ts). */
export const USER_STATUS_TEXTS = translatable('user-status', english);
