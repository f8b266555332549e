import SITE_WORDS from 'words:site';
import type { NavLink } from '@safety-companion/ui';
import type { NavSlot } from '../../site-pages';

/** A navigation link whose address is one of the page table's navigation slots. */
interface SiteNavLink extends NavLink {
  href: NavSlot;
}

/** The navigation bar's links, in the spec's order, in the page's language. */
export function navLinks(): readonly SiteNavLink[] {
  const { nav } = SITE_WORDS;
  return [
    { label: nav.home, href: '/' },
    { label: nav.privacy, href: '/privacyPolicies' },
    { label: nav.accountDeletion, href: '/accountDeletion' },
    { label: nav.feedback, href: '/feedback' },
    { label: nav.lookup, href: '/hero-lookup' },
  ];
}

/** The separately placed admin link. */
export function adminLink(): SiteNavLink {
  return { label: SITE_WORDS.nav.adminLogin, href: '/admin-login' };
}
