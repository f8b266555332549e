import type { UiMessages } from '../types';

/** The English words of the `storeLinks` section: a module of its own, so that a page takes only the sections it shows. */
export const STORE_LINKS_EN: UiMessages['storeLinks'] = {
  appStore: { verb: 'Download', preposition: 'on the', store: 'App Store' },
  googlePlay: { verb: 'Get', filler: 'it', preposition: 'on', store: 'Google Play' },
};
