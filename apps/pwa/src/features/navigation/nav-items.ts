import type { NavLink } from '@safety-companion/ui';
import type { NavSlot } from '../../site-pages';

/** A navigation link whose address is one of the page table's navigation slots. */
interface SiteNavLink extends NavLink {
  href: NavSlot;
}

/** The navigation bar's links, in the spec's order. */
export const NAV_LINKS: readonly SiteNavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Privacy Policy', href: '/privacyPolicies' },
  { label: 'Account Deletion', href: '/accountDeletion' },
  { label: 'Feedback', href: '/feedback' },
  { label: 'Hero Lookup', href: '/hero-lookup' },
];

/** The separately placed admin link. */
export const ADMIN_LINK: SiteNavLink = { label: 'Admin Login', href: '/admin-login' };
