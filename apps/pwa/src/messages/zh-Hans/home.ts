import { FEATURES } from '../../content/zh-Hans/features';
import { HOME_TEXT } from '../../content/zh-Hans/home';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/home';

export default { ...HOME_TEXT, features: FEATURES } satisfies Translation<typeof english>;
