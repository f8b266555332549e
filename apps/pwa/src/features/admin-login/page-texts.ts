// The admin pages' titles: the routes' heads put them in every page's first load, so they are kept apart from
// the texts that load with the pages (a module in the first load brings all of its texts along).

/**
 * The login page's title and subtitle: in the site's first load with the route's head, so kept apart from the
 * form's texts (`ADMIN_LOGIN_TEXTS`), which load with the form.
 */
export const ADMIN_LOGIN_HEAD_TEXTS = {
  heading: 'Admin Login',
  subtitle: 'Access the administrative dashboard',
} as const;

/**
 * The admin dashboard's title and description: in the site's first load with the route's head, so kept apart
 * from the inbox's texts (`ADMIN_INBOX_TEXTS`), which load with the inbox.
 */
export const ADMIN_DASHBOARD_TEXTS = {
  heading: 'Admin Dashboard',
  description: 'The feedback inbox of the administrative dashboard.',
} as const;
