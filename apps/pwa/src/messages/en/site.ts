// The words every page shows: the navigation, the footer, the offline notice, the error and not-found pages (the
// language list's and the language offer's are in i18n/language-words.ts, every language's in one list).
export default {
  tagline: 'Your personal safety companion',
  skipLink: 'Skip to main content',
  nav: {
    /** The navigation landmark's name, and its toggle on narrow screens (the UI package's words, given as props). */
    label: 'Main',
    menu: 'Menu',
    home: 'Home',
    privacy: 'Privacy Policy',
    accountDeletion: 'Account Deletion',
    feedback: 'Feedback',
    lookup: 'Hero Lookup',
    adminLogin: 'Admin Login',
  },
  footer: {
    label: 'Footer',
    about: 'About Us',
    legal: 'Legal Documents',
    accountDeletion: 'Account Deletion',
    feedback: 'Feedback',
    note: 'Your personal safety companion.',
  },
  offline: "You're offline. Pages you have visited still work; lookups and feedback need a connection.",
  needsConnection: {
    title: 'No connection',
    text: (what: string) =>
      `${what} needs an internet connection. You can fill in the form now; sending works again as soon as you are back online.`,
  },
  routeError: {
    heading: 'Something went wrong',
    title: 'This page could not be shown',
    offline: 'This page needs an internet connection. Please connect and try again.',
    notLoaded: 'This page could not be loaded. Please check your connection and try again.',
    unexpected: 'An unexpected error occurred.',
    tryAgain: 'Try again',
    or: 'or',
    home: 'go to the home page',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address. It may have moved, or the link may be mistyped.',
    home: 'Go to the home page',
  },
  /** The content pages' titles and descriptions (`product` is the product's name). */
  pages: {
    homeDescription: (product: string) =>
      `${product} shares your location with the people you trust when something goes wrong.`,
    welcome: (product: string) => `Welcome to ${product}`,
    about: 'About Us',
    aboutDescription: (product: string) =>
      `Our mission, our team and our story: the people behind ${product}.`,
    accountDeletion: 'Account Deletion',
    accountDeletionDescription: (product: string) =>
      `How to delete your ${product} account and everything stored with it.`,
    legal: 'Legal Documents',
    legalTabs: 'Legal documents',
    lookup: 'Hero Lookup',
    lookupDescription:
      'Received an access code by text message? Enter it to see the status of the person who chose you as their hero.',
    feedback: 'Feedback',
    feedbackDescription: (product: string) =>
      `Tell the ${product} team what you think: ideas, problems and praise.`,
    adminLogin: 'Admin Login',
    adminLoginSubtitle: 'Access the administrative dashboard',
    userStatus: 'User Status',
    userStatusDescription: 'A debugging aid that shows how a pasted status snapshot is read.',
    adminDashboard: 'Admin Dashboard',
    adminDashboardDescription: 'The feedback inbox of the administrative dashboard.',
    legalDescription: (product: string) =>
      `The ${product} Privacy Policy, End User License Agreement and Opt-in Policy.`,
  },
};
