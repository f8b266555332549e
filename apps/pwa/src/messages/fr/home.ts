import { FEATURES } from '../../content/fr/features';
import { HOME_TEXT } from '../../content/fr/home';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/home';

export default { ...HOME_TEXT, features: FEATURES } satisfies Translation<typeof english>;
