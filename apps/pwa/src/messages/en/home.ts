import { FEATURES } from '../../content/features';
import { HOME_TEXT } from '../../content/home';

// The landing page's words: its texts and its feature cards.
export default { ...HOME_TEXT, features: FEATURES };
