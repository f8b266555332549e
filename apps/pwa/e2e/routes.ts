import { type NavSlot, SITE_PAGES } from '../src/site-pages';

// The browser tests' routes: every page of the site's page table (src/site-pages.ts), and an unknown path. What
// each should show is the tests' own expectation, so a page added to the table without one fails here by name.

/** The label of each navigation link, by its address, in the spec's order (Admin Login last). */
const NAV_LABEL: Record<NavSlot, string> = {
  '/': 'Home',
  '/privacyPolicies': 'Privacy Policy',
  '/accountDeletion': 'Account Deletion',
  '/feedback': 'Feedback',
  '/hero-lookup': 'Hero Lookup',
  '/admin-login': 'Admin Login',
};

export const NAV_LABELS = Object.values(NAV_LABEL);

/** Each page's heading and document title. */
const EXPECTED: Record<string, { heading: string; title: RegExp }> = {
  '/': { heading: 'Beacon', title: /Beacon/ },
  '/home': { heading: 'Beacon', title: /Welcome to Beacon/ },
  '/about': { heading: 'About Us', title: /About Us/ },
  '/privacyPolicies': { heading: 'Legal Documents', title: /Legal Documents/ },
  '/accountDeletion': { heading: 'Account Deletion', title: /Account Deletion/ },
  '/feedback': { heading: 'Feedback', title: /Feedback/ },
  '/hero-lookup': { heading: 'Hero Lookup', title: /Hero Lookup/ },
  '/user-status': { heading: 'User Status', title: /User Status/ },
  '/admin-login': { heading: 'Admin Login', title: /Admin Login/ },
  '/admin': { heading: 'Admin Dashboard', title: /Admin/ },
};

/** What `path` shows; a page of the table without an expectation here is an error. */
export function expectedPage(path: string) {
  const expected = EXPECTED[path];
  if (!expected) throw new Error(`e2e/routes.ts has no heading and title for ${path}: add them to EXPECTED.`);
  return expected;
}

/** Every route with its heading, title and current navigation link (the spec's highlight rule). */
export const ROUTES = [
  ...SITE_PAGES.map((page) => ({
    path: page.path,
    ...expectedPage(page.path),
    navLabel: NAV_LABEL[page.nav],
  })),
  { path: '/no/such/page', heading: 'Page not found', title: /Page not found/, navLabel: 'Home' },
];
