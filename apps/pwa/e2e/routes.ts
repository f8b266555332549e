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

/** Each page's heading, document title and description. */
const EXPECTED: Record<string, { heading: string; title: string; description: RegExp }> = {
  '/': {
    heading: 'Beacon',
    title: 'Your personal safety companion | Beacon',
    description: /shares your location with the people you trust/,
  },
  '/home': {
    heading: 'Beacon',
    title: 'Welcome to Beacon | Beacon',
    description: /shares your location with the people you trust/,
  },
  '/about': {
    heading: 'About Us',
    title: 'About Us | Beacon',
    description: /Our mission, our team and our story/,
  },
  '/privacyPolicies': {
    heading: 'Legal Documents',
    title: 'Legal Documents | Beacon',
    description: /Privacy Policy, End User License Agreement and Opt-in Policy/,
  },
  '/accountDeletion': {
    heading: 'Account Deletion',
    title: 'Account Deletion | Beacon',
    description: /delete your Beacon account/,
  },
  '/feedback': {
    heading: 'Feedback',
    title: 'Feedback | Beacon',
    description: /Tell the Beacon team what you think/,
  },
  '/hero-lookup': {
    heading: 'Hero Lookup',
    title: 'Hero Lookup | Beacon',
    description: /Enter it to see the status of the person who chose you as their hero/,
  },
  '/user-status': { heading: 'User Status', title: 'User Status | Beacon', description: /A debugging aid/ },
  '/admin-login': {
    heading: 'Admin Login',
    title: 'Admin Login | Beacon',
    description: /Access the administrative dashboard/,
  },
  '/admin': {
    heading: 'Admin Dashboard',
    title: 'Admin Dashboard | Beacon',
    description: /administrative dashboard/,
  },
};

/** What `path` shows; a page of the table without an expectation here is an error. */
export function expectedPage(path: string) {
  const expected = EXPECTED[path];
  if (!expected)
    throw new Error(`e2e/routes.ts has no heading, title and description for ${path}: add them.`);
  return expected;
}

/** Every route with its heading, title and current navigation link (the spec's highlight rule). */
export const ROUTES = [
  ...SITE_PAGES.map((page) => ({
    path: page.path,
    ...expectedPage(page.path),
    navLabel: NAV_LABEL[page.nav],
  })),
  { path: '/no/such/page', heading: 'Page not found', title: 'Page not found | Beacon', navLabel: 'Home' },
];
