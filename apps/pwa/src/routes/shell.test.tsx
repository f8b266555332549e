import { createApiClient, FEEDBACK_RETENTION_DAYS } from '@safety-companion/api';
import { json, setUpHttpTestServer } from '@safety-companion/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { setViewport } from '../test/setup';

// The site's API on a local server, as the dashboard finds it when its owner is signed in: an empty inbox.
const server = setUpHttpTestServer((request, response) =>
  request.url === '/api/admin/session'
    ? json(response, 200, { username: 'owner' })
    : json(response, 200, { items: [], nextCursor: null }),
);
const renderSite = (path: string) => renderRoute(path, createApiClient({ baseUrl: `${server.url}/api` }));

const LABELS = ['Home', 'Privacy Policy', 'Account Deletion', 'Feedback', 'Hero Lookup', 'Admin Login'];

function currentLink() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
}

describe('the navigation bar marks the current page (Home for pages without a link of their own)', () => {
  it.each([
    ['/', 0],
    ['/home', 0],
    ['/about', 0],
    ['/privacyPolicies', 1],
    ['/accountDeletion', 2],
    ['/feedback', 3],
    ['/hero-lookup', 4],
    ['/admin-login', 5],
    ['/user-status', 0],
    ['/admin', 0],
    ['/some/unknown/path', 0],
  ])('%s marks %s', async (path, index) => {
    await renderSite(path);
    const marked = currentLink();
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(LABELS[index] ?? '');
  });
});

describe('titles and headings', () => {
  it.each([
    ['/', 'Beacon', 'Your personal safety companion | Beacon'],
    ['/home', 'Beacon', 'Welcome to Beacon | Beacon'],
    ['/about', 'About Us', 'About Us | Beacon'],
    ['/privacyPolicies', 'Legal Documents', 'Legal Documents | Beacon'],
    ['/accountDeletion', 'Account Deletion', 'Account Deletion | Beacon'],
    ['/no/such/page', 'Page not found', 'Page not found | Beacon'],
  ])('%s has the heading %j and the title %j', async (path, heading, title) => {
    await renderSite(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('gives every page a description of its own', async () => {
    await renderSite('/accountDeletion');
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/delete/i),
    );
  });

  it('offers a way home from an unknown path', async () => {
    await renderSite('/nowhere');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('the legal documents', () => {
  it('states how long feedback is kept, from the same constant as the server', async () => {
    await renderSite('/privacyPolicies');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      `Feedback is kept for ${FEEDBACK_RETENTION_DAYS} days after you send it`,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Last updated November 29, 2026');
  });

  it('opens the tab the address names, and anything else opens the Privacy Policy', async () => {
    await renderSite('/privacyPolicies?tab=eula');
    expect(screen.getByRole('tab', { name: 'EULA' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Last updated August 24, 2024');
    await renderSite('/privacyPolicies?tab=nonsense');
    expect(screen.getAllByRole('tab', { name: 'Privacy Policy' }).at(-1)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('puts the chosen tab in the address, and going back returns to the previous tab', async () => {
    const { router } = await renderSite('/privacyPolicies');
    await userEvent.click(screen.getByRole('tab', { name: 'Opt-in Policy' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'optin' }));
    expect(screen.getByRole('tab', { name: 'Opt-in Policy' })).toHaveAttribute('aria-selected', 'true');
    router.history.back();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true'),
    );
  });
});

describe('the features switch between carousel and grid at 640 px', () => {
  it('shows the carousel at 639 px', async () => {
    setViewport(639);
    await renderSite('/');
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.getByRole('button', { name: /pause automatic rotation/i })).toBeInTheDocument();
  });

  it('shows the grid at 640 px', async () => {
    setViewport(640);
    await renderSite('/');
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    for (const title of [
      'Emergency Contacts (Heroes)',
      'Activities',
      'Countdown Tracker',
      'Photos',
      'Emergency Switch',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });
});

describe('the shell', () => {
  it('has a skip link, landmarks and a footer that links About', async () => {
    await renderSite('/about');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  });
});
