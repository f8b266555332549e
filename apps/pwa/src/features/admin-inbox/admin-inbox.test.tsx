import ADMIN_INBOX_WORDS from 'words:admin-inbox';
import { createApiClient } from '@safety-companion/api';
import { json, setUpHttpTestServer } from '@safety-companion/test-support';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../router';

// The page checks the session, then loads the list: two round trips, slow on a busy machine.
const LOADED = { timeout: 10_000 };

const server = setUpHttpTestServer();

const OPEN = {
  id: '3f1c2f0e-8d0a-4a57-9d6b-3b0e7b9f3a11',
  name: 'Sam Rivera',
  email: 'sam@example.com',
  subject: 'Lovely app',
  body: 'The countdown saved me a worried evening and I wanted to say thank you to the whole team for it.',
  location: 'web',
  createdAt: '2026-11-23T10:00:00.000Z',
  handled: false,
  handledAt: null,
};
const HANDLED = { ...OPEN, id: '0b9c1a2e-1111-4a57-9d6b-3b0e7b9f3a12', subject: 'Old one', handled: true };

/** A fake admin API on a real local server: signed in as 'ada' unless `signedIn` is false. */
function serve({ signedIn = true } = {}) {
  server.respond((request, response) => {
    if (!signedIn) return json(response, 401, { message: 'Sign in first.' });
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api/admin/session') return json(response, 200, { username: 'ada' });
    if (url.pathname === '/api/admin/feedback') {
      const status = url.searchParams.get('status');
      return json(response, 200, {
        items: status === 'open' ? [OPEN] : [OPEN, HANDLED],
        nextCursor: null,
      });
    }
    if (url.pathname === '/api/admin/feedback/gone')
      return json(response, 404, { message: 'No such feedback.' });
    if (url.pathname === '/api/admin/feedback/broken')
      return json(response, 500, { message: 'Database down' });
    if (request.method === 'PATCH') return json(response, 200, { ...OPEN, handled: true });
    return json(response, 200, OPEN);
  });
}

function renderAt(path: string) {
  const api = createApiClient({ baseUrl: `${server.url}/api` });
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), { api });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('/admin', { timeout: 30_000 }, () => {
  beforeEach(() => serve());

  it('sends a visitor who is not signed in to /admin-login', async () => {
    serve({ signedIn: false });
    const { router } = renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, LOADED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('lists the open messages with name, subject, first words and date, kept out of search engines', async () => {
    renderAt('/admin');
    expect(await screen.findByText(`${ADMIN_INBOX_WORDS.signedInAs}`, { exact: false })).toHaveTextContent(
      'ada',
    );
    const link = await screen.findByRole('link', { name: /Lovely app/ }, LOADED);
    expect(link).toHaveTextContent('Sam Rivera');
    expect(link).toHaveTextContent('The countdown saved me a worried evening and I wanted to say…');
    expect(within(link).getByText('Nov 23, 2026', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(server.requests.at(-1)?.url).toBe('/api/admin/feedback?status=open');
    await waitFor(() => expect(document.title).toBe('Admin Dashboard | Beacon'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('marks handled ones in the list of all messages', async () => {
    const { user } = renderAt('/admin');
    await user.click(await screen.findByRole('link', { name: 'All' }));
    const handled = await screen.findByRole('link', { name: /Old one/ }, LOADED);
    expect(handled).toHaveTextContent(ADMIN_INBOX_WORDS.handledBadge);
    expect(screen.getByRole('link', { name: /Lovely app/ })).not.toHaveTextContent(
      ADMIN_INBOX_WORDS.handledBadge,
    );
  });

  it('opens a message in full with a mailto reply, and marks it handled', async () => {
    const { user } = renderAt('/admin');
    await user.click(await screen.findByRole('link', { name: /Lovely app/ }, LOADED));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Lovely app' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(OPEN.body)).toBeVisible();
    expect(screen.getByRole('link', { name: ADMIN_INBOX_WORDS.reply })).toHaveAttribute(
      'href',
      'mailto:sam@example.com?subject=Re%3A%20Lovely%20app',
    );
    await user.click(screen.getByRole('button', { name: ADMIN_INBOX_WORDS.markHandled }));
    expect(await screen.findByRole('button', { name: ADMIN_INBOX_WORDS.markOpen })).toBeVisible();
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe(`/api/admin/feedback/${OPEN.id}`);
    expect(JSON.parse(patch?.body ?? '')).toEqual({ handled: true });
  });

  it('says a message that no longer exists is gone, with the way back to the inbox', async () => {
    renderAt('/admin?status=all&id=gone');
    expect(await screen.findByText(ADMIN_INBOX_WORDS.notFound, {}, LOADED)).toBeVisible();
    expect(screen.getByRole('link', { name: ADMIN_INBOX_WORDS.back })).toHaveAttribute(
      'href',
      '/admin?status=all',
    );
  });

  it('shows the error text in the dashboard when the inbox cannot be read', async () => {
    // The router logs the loader's failure.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin?id=broken');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(ADMIN_INBOX_WORDS.failure);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    logged.mockRestore();
  });
});
