import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../site-pages';
import { renderRoute } from '../../test/render-route';

describe('the site header', () => {
  it('links the home page by the brand, then the pages in the spec order, Admin Login last', async () => {
    await renderRoute('/about');
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Beacon', '/'],
      ['Home', '/'],
      ['Privacy Policy', '/privacyPolicies'],
      ['Account Deletion', '/accountDeletion'],
      ['Feedback', '/feedback'],
      ['Hero Lookup', '/hero-lookup'],
      ['Admin Login', '/admin-login'],
    ]);
    const paths = SITE_PAGES.map((page) => page.path);
    for (const link of links) expect(paths).toContain(link.getAttribute('href'));
  });
});
