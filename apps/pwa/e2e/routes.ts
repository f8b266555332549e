// Every route of the site with its heading and highlight index (spec section 2), for the browser tests.
export const ROUTES = [
  { path: '/', heading: 'Beacon', navIndex: 0, title: /Beacon/ },
  { path: '/home', heading: 'Beacon', navIndex: 0, title: /Welcome to Beacon/ },
  { path: '/about', heading: 'About Us', navIndex: 0, title: /About Us/ },
  { path: '/privacyPolicies', heading: 'Legal Documents', navIndex: 1, title: /Legal Documents/ },
  { path: '/accountDeletion', heading: 'Account Deletion', navIndex: 2, title: /Account Deletion/ },
  { path: '/feedback', heading: 'Feedback', navIndex: 3, title: /Feedback/ },
  { path: '/hero-lookup', heading: 'Hero Lookup', navIndex: 4, title: /Hero Lookup/ },
  { path: '/user-status', heading: 'User Status', navIndex: 0, title: /User Status/ },
  { path: '/admin-login', heading: 'Admin Login', navIndex: 5, title: /Admin Login/ },
  { path: '/admin', heading: 'Admin Dashboard', navIndex: 0, title: /Admin/ },
  { path: '/no/such/page', heading: 'Page not found', navIndex: 0, title: /Page not found/ },
] as const;

export const NAV_LABELS = [
  'Home',
  'Privacy Policy',
  'Account Deletion',
  'Feedback',
  'Hero Lookup',
  'Admin Login',
];
