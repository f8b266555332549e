import { describe, expect, it } from 'vitest';
import { ADMIN_LINK, NAV_LINKS, navIndexFor } from './nav-items';

describe('navIndexFor (the highlight rule of spec section 2)', () => {
  it.each([
    ['/', 0],
    ['/home', 0],
    ['/about', 0],
    ['/user-status', 0],
    ['/admin', 0],
    ['/no/such/page', 0],
    ['/privacyPolicies', 1],
    ['/privacyPolicies/', 1],
    ['/accountDeletion', 2],
    ['/feedback', 3],
    ['/hero-lookup', 4],
    ['/admin-login', 5],
    ['/hero-lookup-extra', 0],
  ])('%s is %i', (path, index) => {
    expect(navIndexFor(path)).toBe(index);
  });

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
});
