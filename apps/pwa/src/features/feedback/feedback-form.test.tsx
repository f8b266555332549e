import type { ServerResponse } from 'node:http';
import FEEDBACK_WORDS from 'words:feedback';
import {
  API_ERROR_MESSAGES,
  createApiClient,
  FEEDBACK_ERROR_MESSAGES,
  FEEDBACK_FIELD_MESSAGES,
} from '@safety-companion/api';
import { createHttpTestServer, json, setUpHttpTestServer } from '@safety-companion/test-support';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../lib/api-context';
import { renderRoute } from '../../test/render-route';
import { setViewport } from '../../test/setup';
import { FeedbackForm } from './feedback-form';
import { FEEDBACK_DRAFT_KEY } from './use-feedback-draft';

const server = setUpHttpTestServer((_request, response) => json(response, 200, { id: 'feedback-1' }));
afterEach(() => setOnline(true));

const VALID = {
  name: 'Sam Rivera',
  email: 'sam@example.com',
  subject: 'Lookup page',
  body: 'The lookup page worked well for me.',
};
type Values = typeof VALID;
type Field = keyof Values;

const LABELS: Record<Field, string> = {
  name: FEEDBACK_WORDS.name,
  email: FEEDBACK_WORDS.email,
  subject: FEEDBACK_WORDS.subject,
  body: FEEDBACK_WORDS.message,
};

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

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
  const user = userEvent.setup();
  const view = render(
    <ApiContext value={async () => api}>
      <FeedbackForm />
    </ApiContext>,
  );
  return { user, ...view };
}

function field(name: Field): HTMLInputElement | HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: LABELS[name] });
}

function submitButton() {
  return screen.getByRole('button', { name: /Submit Feedback|Submitting\.\.\./ });
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Values> = VALID) {
  for (const [name, value] of Object.entries(values) as [Field, string][]) {
    if (value === '') continue;
    await user.click(field(name));
    await user.paste(value);
  }
}

function expectFieldsToHold(values: Values) {
  for (const name of Object.keys(values) as Field[]) expect(field(name)).toHaveValue(values[name]);
}

describe('the fields', () => {
  it('has a visibly labelled Name, Email, Subject and Message', () => {
    renderForm();
    for (const name of Object.keys(LABELS) as Field[]) expect(field(name)).toBeVisible();
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(field('email')).toHaveAttribute('autocomplete', 'email');
    expect(field('body').tagName).toBe('TEXTAREA');
    expect(submitButton()).toHaveTextContent(FEEDBACK_WORDS.submit);
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    [639, 4],
    [640, 6],
    [1280, 6],
  ])('gives the message %i px wide %i rows', (width, rows) => {
    setViewport(width);
    renderForm();
    expect(field('body')).toHaveAttribute('rows', String(rows));
  });
});

describe('validation', () => {
  it('marks every empty field, focuses the first and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(submitButton());

    const required = {
      name: FEEDBACK_FIELD_MESSAGES.name.required,
      email: FEEDBACK_FIELD_MESSAGES.email.required,
      subject: FEEDBACK_FIELD_MESSAGES.subject.required,
      body: FEEDBACK_FIELD_MESSAGES.body.required,
    };
    for (const [name, message] of Object.entries(required) as [Field, string][]) {
      await waitFor(() => expect(field(name)).toHaveAttribute('aria-invalid', 'true'));
      expect(field(name)).toHaveAccessibleDescription(message);
    }
    expect(field('name')).toHaveFocus();
    expect(started).toEqual([]);
  });

  it.each(Object.keys(LABELS) as Field[])('requires %s on its own', async (name) => {
    const { user } = renderForm();
    await fill(user, { ...VALID, [name]: '' });
    await user.click(submitButton());

    await waitFor(() => expect(field(name)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(name)).toHaveAccessibleDescription(FEEDBACK_FIELD_MESSAGES[name].required);
    expect(field(name)).toHaveFocus();
    for (const other of Object.keys(LABELS) as Field[]) {
      if (other !== name) expect(field(other)).not.toHaveAttribute('aria-invalid');
    }
    expect(started).toEqual([]);
  });

  it('counts a field of spaces as empty', async () => {
    const { user } = renderForm();
    await fill(user, { ...VALID, subject: '   ' });
    await user.click(submitButton());
    expect(await screen.findByText(FEEDBACK_FIELD_MESSAGES.subject.required)).toBeVisible();
    expect(started).toEqual([]);
  });

  it('refuses a malformed email address', async () => {
    const { user } = renderForm();
    await fill(user, { ...VALID, email: 'sam@' });
    await user.click(submitButton());
    await waitFor(() => expect(field('email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('email')).toHaveAccessibleDescription(FEEDBACK_FIELD_MESSAGES.email.invalid);
    expect(started).toEqual([]);
  });

  it('refuses a message over the limit', async () => {
    const { user } = renderForm();
    await fill(user, { ...VALID, body: 'x'.repeat(3001) });
    await user.click(submitButton());
    await waitFor(() => expect(field('body')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('body')).toHaveAccessibleDescription(FEEDBACK_FIELD_MESSAGES.body.tooLong);
    expect(started).toEqual([]);
  });

  it('clears a field message once the field is corrected', async () => {
    const { user } = renderForm();
    await fill(user, { ...VALID, name: '' });
    await user.click(submitButton());
    await waitFor(() => expect(field('name')).toHaveAttribute('aria-invalid', 'true'));
    await user.type(field('name'), 'Sam');
    await waitFor(() => expect(field('name')).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(FEEDBACK_FIELD_MESSAGES.name.required)).toBeNull();
  });
});

describe('sending', () => {
  it('posts exactly {location, email, subject, body, name}, trimmed', async () => {
    const { user } = renderForm();
    await fill(user, { ...VALID, name: `  ${VALID.name} ` });
    await user.click(submitButton());
    await screen.findByRole('heading', { name: FEEDBACK_WORDS.thankYouHeading });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/addFeedback');
    expect(request?.body).toBe(
      JSON.stringify({
        location: 'web',
        email: VALID.email,
        subject: VALID.subject,
        body: VALID.body,
        name: VALID.name,
      }),
    );
  });

  it("reads 'Submitting...', is disabled while sending, and a second submit sends nothing", async () => {
    let answer: ServerResponse | undefined;
    server.respond((_request, response) => {
      answer = response;
    });
    const { user, container } = renderForm();
    await fill(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent(FEEDBACK_WORDS.submitting));
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(server.requests).toHaveLength(1));

    // A click on the disabled button, Enter in a field, and a submit event straight at the form.
    await user.click(submitButton());
    await user.type(field('subject'), '{Enter}');
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(started).toHaveLength(1);
    expect(server.requests).toHaveLength(1);

    if (!answer) throw new Error('the server got no request');
    json(answer, 200, {});
    expect(await screen.findByRole('heading', { name: FEEDBACK_WORDS.thankYouHeading })).toBeVisible();
    expect(server.requests).toHaveLength(1);
  });

  it('replaces the form with the thank-you block, and offers an empty form again', async () => {
    const { user } = renderForm();
    await fill(user);
    await user.click(submitButton());

    const heading = await screen.findByRole('heading', { level: 2, name: 'Thank You!' });
    // Focus moves in an effect after the thank-you block is on screen.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        'Your feedback has been submitted successfully. We appreciate you taking the time to share your thoughts with us!',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: FEEDBACK_WORDS.submit })).toBeNull();

    await user.click(screen.getByRole('button', { name: FEEDBACK_WORDS.sendMore }));
    expectFieldsToHold({ name: '', email: '', subject: '', body: '' });
    await waitFor(() => expect(field('name')).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('failures of the error catalogue, every field kept as typed', () => {
  function answer(status: number, body?: unknown, headers?: Record<string, string>) {
    server.respond((_request, response) => {
      if (body === undefined) response.writeHead(status).end();
      else json(response, status, body, headers);
    });
  }

  it.each([
    ['401', () => answer(401, { error: 'Unauthorized' }), FEEDBACK_ERROR_MESSAGES.authentication],
    ['500', () => answer(500), FEEDBACK_ERROR_MESSAGES.server],
    [
      '500 with Internal Server Error',
      () => answer(500, { message: 'Internal Server Error' }),
      FEEDBACK_ERROR_MESSAGES.server,
    ],
    ['404', () => answer(404), FEEDBACK_ERROR_MESSAGES.unavailable],
    [
      '503 with a message',
      () => answer(503, { message: 'Closed for maintenance' }),
      'Failed to submit feedback: Closed for maintenance',
    ],
    [
      "503 while the server's database is down",
      () => answer(503, { message: API_ERROR_MESSAGES.unavailable }, { 'Retry-After': '5' }),
      'Failed to submit feedback: The service is briefly unavailable. Please try again shortly.',
    ],
  ])('%s', async (_name, arrange, text) => {
    arrange();
    const { user } = renderForm();
    await fill(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expectFieldsToHold(VALID);
    expect(submitButton()).toHaveTextContent(FEEDBACK_WORDS.submit);
    expect(submitButton()).toBeEnabled();
    expect(server.requests).toHaveLength(1);
  });

  it('a late answer: the request times out', async () => {
    server.respond(() => {
      // Never answers within the client's time limit.
    });
    const { user } = renderForm(client({ timeoutMs: 150 }));
    await fill(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_ERROR_MESSAGES.timeout);
    expectFieldsToHold(VALID);
  });

  it('no server at all: a network error', async () => {
    const closed = await createHttpTestServer();
    await closed.close();
    const { user } = renderForm(client({ baseUrl: `${closed.url}/api` }));
    await fill(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_ERROR_MESSAGES.network);
    expectFieldsToHold(VALID);
  });

  it('a new attempt clears the old failure, and can succeed', async () => {
    answer(500);
    const { user } = renderForm();
    await fill(user);
    await user.click(submitButton());
    await screen.findByRole('alert');

    server.respond((_request, response) => json(response, 200, {}));
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: FEEDBACK_WORDS.thankYouHeading })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the draft', () => {
  it('is saved once typing pauses and comes back after a remount', async () => {
    const first = renderForm();
    await fill(first.user);
    await vi.waitFor(() => expect(sessionStorage.getItem(FEEDBACK_DRAFT_KEY)).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem(FEEDBACK_DRAFT_KEY) ?? '')).toEqual(VALID);
    first.unmount();

    renderForm();
    expectFieldsToHold(VALID);
  });

  it('holds the name and email for this tab only, never in storage that outlives it', async () => {
    const { user } = renderForm();
    await fill(user);
    await vi.waitFor(() => expect(sessionStorage.getItem(FEEDBACK_DRAFT_KEY)).not.toBeNull());
    expect(localStorage).toHaveLength(0);
  });

  it('keeps the last keystrokes when the page is left within the pause', async () => {
    const first = renderForm();
    await fill(first.user, { name: VALID.name });
    first.unmount();

    renderForm();
    expectFieldsToHold({ name: VALID.name, email: '', subject: '', body: '' });
  });

  it('is removed after a successful send, so a reload shows an empty form', async () => {
    const first = renderForm();
    await fill(first.user);
    await first.user.click(submitButton());
    await screen.findByRole('heading', { name: FEEDBACK_WORDS.thankYouHeading });
    expect(sessionStorage.getItem(FEEDBACK_DRAFT_KEY)).toBeNull();
    first.unmount();

    renderForm();
    expectFieldsToHold({ name: '', email: '', subject: '', body: '' });
  });

  it('is kept after a failure', async () => {
    server.respond((_request, response) => response.writeHead(500).end());
    const first = renderForm();
    await fill(first.user);
    await first.user.click(submitButton());
    await screen.findByRole('alert');
    first.unmount();

    renderForm();
    expectFieldsToHold(VALID);
  });

  it('ignores a draft that cannot be read', () => {
    sessionStorage.setItem(FEEDBACK_DRAFT_KEY, '{not json');
    renderForm();
    expectFieldsToHold({ name: '', email: '', subject: '', body: '' });
  });
});

describe('offline', () => {
  it('says that sending needs a connection, disables it, keeps the draft, and comes back online by itself', async () => {
    const { user } = renderForm();
    await fill(user);
    setOnline(false);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${FEEDBACK_WORDS.offlineWhat} needs an internet connection`,
    );
    expect(submitButton()).toBeDisabled();
    await user.type(field('subject'), '{Enter}');
    expect(started).toEqual([]);
    expectFieldsToHold(VALID);

    setOnline(true);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: FEEDBACK_WORDS.thankYouHeading })).toBeVisible();
    expect(server.requests).toHaveLength(1);
  });
});

describe('the /feedback route', () => {
  it('renders its one heading and its title', async () => {
    await renderRoute('/feedback');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Feedback');
    expect(screen.getByText(FEEDBACK_WORDS.intro)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Feedback | Beacon'));
  });
});
