import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../site-pages';
import { ADMIN_LINK, NAV_LINKS } from './nav-items';

describe('the navigation links', () => {
  it('lists the links in the spec order, Admin Login apart', () => {
    expect(NAV_LINKS.map((link) => link.label)).toEqual([
      'Home',
      'Privacy Policy',
      'Account Deletion',
      'Feedback',
      'Hero Lookup',
    ]);
    expect(ADMIN_LINK).toEqual({ label: 'Admin Login', href: '/admin-login' });
  });

  it('links only pages of the page table', () => {
    const paths = SITE_PAGES.map((page) => page.path);
    for (const link of [...NAV_LINKS, ADMIN_LINK]) expect(paths, link.label).toContain(link.href);
  });
});
