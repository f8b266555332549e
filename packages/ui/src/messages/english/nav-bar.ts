import type { UiMessages } from '../types';

/** The English words of the `navBar` section: a module of its own, so that a page takes only the sections it shows. */
export const NAV_BAR_EN: UiMessages['navBar'] = { label: 'Main', menu: 'Menu' };
