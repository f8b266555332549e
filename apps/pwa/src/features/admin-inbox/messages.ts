import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/admin-inbox';

/** Every text of the admin dashboard and its feedback inbox, in the page's language. */
export const ADMIN_INBOX_TEXTS = translatable('admin-inbox', english);
