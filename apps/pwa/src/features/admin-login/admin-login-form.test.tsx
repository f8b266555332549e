import type { ServerResponse } from 'node:http';
import ADMIN_INBOX_WORDS from 'words:admin-inbox';
import ADMIN_LOGIN_WORDS from 'words:admin-login';
import SITE_WORDS from 'words:site';
import { ADMIN_LOGIN_FIELD_MESSAGES, createApiClient } from '@safety-companion/api';
import { createHttpTestServer, json, setUpHttpTestServer } from '@safety-companion/test-support';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../lib/api-context';
import { createAppRouter } from '../../router';
import { renderRoute } from '../../test/render-route';
import { AdminLoginForm } from './admin-login-form';

const server = setUpHttpTestServer((_request, response) =>
  json(response, 401, { error: 'Invalid credentials' }),
);

/**
 * The requests the form's client started, counted as it calls `fetch`: that nothing was sent needs no wait for a
 * request that might still be on its way to the server.
 */
const started: string[] = [];
afterEach(() => {
  started.length = 0;
});

function client(options: { baseUrl?: string; timeoutMs?: number } = {}) {
  return createApiClient({
    baseUrl: `${server.url}/api`,
    fetch: (input, init) => {
      started.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    },
    ...options,
  });
}

function renderForm(api = client()) {
  const onSignedIn = vi.fn();
  const user = userEvent.setup();
  render(
    <ApiContext value={async () => api}>
      <AdminLoginForm onSignedIn={onSignedIn} />
    </ApiContext>,
  );
  return { user, onSignedIn };
}

const username = () => screen.getByLabelText(ADMIN_LOGIN_WORDS.username);
const password = () => screen.getByLabelText(ADMIN_LOGIN_WORDS.password);
const submitButton = () => screen.getByRole('button', { name: /Sign In|Signing in\.\.\./ });

async function signIn(user: ReturnType<typeof userEvent.setup>, name = 'admin', secret = 'hunter2') {
  await user.type(username(), name);
  await user.type(password(), secret);
  await user.click(submitButton());
}

describe('AdminLoginForm', () => {
  it('has a username and a password field for the password manager', () => {
    renderForm();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(submitButton()).toHaveTextContent(ADMIN_LOGIN_WORDS.submit);
  });

  it.each([
    [
      'both',
      '',
      '',
      [ADMIN_LOGIN_FIELD_MESSAGES.username.required, ADMIN_LOGIN_FIELD_MESSAGES.password.required],
    ],
    ['the username', '', 'secret', [ADMIN_LOGIN_FIELD_MESSAGES.username.required]],
    ['the password', 'admin', '', [ADMIN_LOGIN_FIELD_MESSAGES.password.required]],
    ['a username of spaces', '   ', 'secret', [ADMIN_LOGIN_FIELD_MESSAGES.username.required]],
  ])('requires %s and sends nothing', async (_name, name, secret, messages) => {
    const { user } = renderForm();
    if (name) await user.type(username(), name);
    if (secret) await user.type(password(), secret);
    await user.click(submitButton());

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(messages.length));
    for (const message of messages) expect(screen.getByText(message)).toBeVisible();
    const first = messages[0] === ADMIN_LOGIN_FIELD_MESSAGES.username.required ? username() : password();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(messages[0]);
    await waitFor(() => expect(first).toHaveFocus());
    expect(started).toEqual([]);
  });

  it("reads 'Signing in...' and disables both fields and the button while it waits", async () => {
    let answer: ServerResponse | undefined;
    server.respond((_request, response) => {
      answer = response;
    });
    const { user } = renderForm();
    await signIn(user);

    await waitFor(() => expect(submitButton()).toHaveTextContent(ADMIN_LOGIN_WORDS.submitting));
    expect(submitButton()).toBeDisabled();
    expect(username()).toBeDisabled();
    expect(password()).toBeDisabled();

    await waitFor(() => expect(answer).toBeDefined());
    if (answer) json(answer, 401, {});
    await screen.findByRole('alert');
    expect(submitButton()).toHaveTextContent(ADMIN_LOGIN_WORDS.submit);
    expect(username()).toBeEnabled();
    expect(password()).toBeEnabled();
    await waitFor(() => expect(username()).toHaveFocus());
  });

  it('sends the username and the password to the server', async () => {
    const { user } = renderForm();
    await signIn(user, ' admin ', ' pass word ');
    await screen.findByRole('alert');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe('/api/admin/login');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      username: 'admin',
      password: ' pass word ',
    });
  });

  it("answers a 401 with 'Invalid credentials. Please try again.'", async () => {
    const { user, onSignedIn } = renderForm();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('answers a 429 with the wait text', async () => {
    server.respond((_request, response) => json(response, 429, { message: 'Too many failed sign-ins.' }));
    const { user } = renderForm();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_LOGIN_WORDS.tooManyAttempts);
  });

  it('says how long to wait when the server tells (Retry-After)', async () => {
    server.respond((_request, response) =>
      json(response, 429, { message: 'Too many failed sign-ins.' }, { 'Retry-After': '300' }),
    );
    const { user } = renderForm();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Please try again in 5 minutes.',
    );
  });

  it.each([
    ['a server error', () => server.respond((_request, response) => json(response, 500, {})), client],
    ['a refused request', () => server.respond((_request, response) => json(response, 400, {})), client],
    ['a timeout', () => server.respond(() => {}), () => client({ timeoutMs: 150 })],
  ])("answers %s with 'An error occurred. Please try again.'", async (_name, arrange, makeClient) => {
    arrange();
    const { user, onSignedIn } = renderForm(makeClient());
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('answers an unreachable server with the same text', async () => {
    const closed = await createHttpTestServer();
    await closed.close();
    const { user } = renderForm(client({ baseUrl: `${closed.url}/api` }));
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });

  it.each([
    ['username', username],
    ['password', password],
  ])('clears the error when the %s is edited', async (_name, input) => {
    const { user } = renderForm();
    await signIn(user);
    await screen.findByRole('alert');
    await user.type(input(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('calls onSignedIn when the server accepts', async () => {
    server.respond((_request, response) => response.writeHead(204).end());
    const { user, onSignedIn } = renderForm();
    await signIn(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the /admin-login route', () => {
  it('renders the login heading, the subtitle and the title, kept out of search engines', async () => {
    await renderRoute('/admin-login');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Login');
    expect(screen.getByText('Access the administrative dashboard')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Admin Login | Beacon'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('goes to /admin after a successful sign-in', async () => {
    server.respond((request, response) =>
      request.url === '/api/admin/login'
        ? response.writeHead(204).end()
        : request.url === '/api/admin/session'
          ? json(response, 200, { username: 'admin' })
          : json(response, 200, { items: [], nextCursor: null }),
    );
    // The form calls the client of its context; the dashboard's route loads with the router's.
    const api = client();
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/admin-login'] }), { api });
    const user = userEvent.setup();
    render(
      <ApiContext value={async () => api}>
        <RouterProvider router={router} />
      </ApiContext>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    await signIn(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: SITE_WORDS.pages.adminDashboard }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    expect(await screen.findByText(ADMIN_INBOX_WORDS.empty)).toBeVisible();
  });
});
