import type { NavLink } from '@safety-companion/ui';

/** The navigation bar's links, in the spec's order. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Privacy Policy', href: '/privacyPolicies' },
  { label: 'Account Deletion', href: '/accountDeletion' },
  { label: 'Feedback', href: '/feedback' },
  { label: 'Hero Lookup', href: '/hero-lookup' },
];

/** The separately placed admin link; its highlight index follows the links (5). */
export const ADMIN_LINK: NavLink = { label: 'Admin Login', href: '/admin-login' };

const INDEX_BY_PATH: Record<string, number> = {
  '/privacyPolicies': 1,
  '/accountDeletion': 2,
  '/feedback': 3,
  '/hero-lookup': 4,
  '/admin-login': 5,
};

/** The highlight rule of spec section 2: the pages above by their index, Home (0) for every other path. */
export function navIndexFor(pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return INDEX_BY_PATH[path] ?? 0;
}
