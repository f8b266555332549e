import { describe, expect, it } from 'vitest';
import { listFeedback } from '../../test/store-readers.js';
import { from, postJson, testClock, testConfig, useTestStore, VALID_FEEDBACK } from '../../test/support.js';
import { createAdmin } from '../admin/accounts.js';
import { createApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';

const store = useTestStore();
const CHEAP = { n: 2 ** 10, r: 8, p: 1 };
const MINUTE = 60_000;

/** An app with a signed-in admin and `count` feedbacks, one a minute, the first titled 'Message 0'. */
async function setUp(count = 0) {
  const clock = testClock();
  const app = createApp({ store: store(), config: testConfig(), clock: clock.now, passwordCost: CHEAP });
  await createAdmin(
    store(),
    { username: 'ada', password: 'a long enough password' },
    new Date(clock.now()),
    CHEAP,
  );
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const feedback = { ...VALID_FEEDBACK, subject: `Message ${index}`, clientKey: '203.0.113.5' };
    ids.push((await store().addFeedback(feedback, new Date(clock.now()))).id);
    clock.advance(MINUTE);
  }
  const login = await postJson(app, '/api/admin/login', {
    username: 'ada',
    password: 'a long enough password',
  });
  const cookie = login.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  const call = (method: string, path: string, body?: unknown) =>
    app.request(
      path,
      {
        method,
        headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      from('203.0.113.10'),
    );
  return { app, clock, ids, call };
}

type Page = { items: { id: string; subject: string; handled: boolean }[]; nextCursor: string | null };

describe('GET /api/admin/feedback', () => {
  it('pages newest first with a cursor, to the last page', async () => {
    const { call } = await setUp(5);
    const subjects: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `limit=2&cursor=${cursor}` : 'limit=2';
      const response = await call('GET', `/api/admin/feedback?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const page = (await response.json()) as Page;
      subjects.push(...page.items.map((item) => item.subject));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(subjects).toEqual(['Message 4', 'Message 3', 'Message 2', 'Message 1', 'Message 0']);
  });

  it('gives each item without the sender’s network key, and filters open and handled', async () => {
    const { call, ids, clock } = await setUp(3);
    const handled = await call('PATCH', `/api/admin/feedback/${ids[1]}`, { handled: true });
    expect(await handled.json()).toEqual({
      ...VALID_FEEDBACK,
      subject: 'Message 1',
      id: ids[1],
      createdAt: new Date(clock.now() - 2 * MINUTE).toISOString(),
      handled: true,
      handledAt: new Date(clock.now()).toISOString(),
    });
    const subjects = async (status: string) =>
      ((await (await call('GET', `/api/admin/feedback?status=${status}`)).json()) as Page).items.map(
        (item) => item.subject,
      );
    expect(await subjects('open')).toEqual(['Message 2', 'Message 0']);
    expect(await subjects('handled')).toEqual(['Message 1']);
    expect(await subjects('all')).toEqual(['Message 2', 'Message 1', 'Message 0']);
  });

  it.each([
    ['an unknown filter', 'status=done', 'status: Must be "open" or "handled" or "all".'],
    ['a page too large', 'limit=500', undefined],
    ['a cursor it never gave', 'cursor=bm90LWEtY3Vyc29y', ERROR_MESSAGES.badCursor],
    ['an unknown parameter', 'sort=oldest', 'sort: Unknown field.'],
  ])('answers 400 for %s', async (_case, query, message) => {
    const { call } = await setUp();
    const response = await call('GET', `/api/admin/feedback?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    if (message) expect(body.message).toBe(message);
    else expect(body.message).toMatch(/^limit: /);
  });
});

describe('/api/admin/feedback/{id}', () => {
  it('reads, reopens and deletes one feedback', async () => {
    const { call, ids } = await setUp(2);
    const id = ids[0] ?? '';
    const item = await call('GET', `/api/admin/feedback/${id}`);
    expect(await item.json()).toMatchObject({ id, subject: 'Message 0', handled: false, handledAt: null });

    await call('PATCH', `/api/admin/feedback/${id}`, { handled: true });
    const reopened = await call('PATCH', `/api/admin/feedback/${id}`, { handled: false });
    expect(await reopened.json()).toMatchObject({ id, handled: false, handledAt: null });

    const deleted = await call('DELETE', `/api/admin/feedback/${id}`);
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/api/admin/feedback/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/feedback/${id}`)).status).toBe(404);
    expect((await listFeedback(store())).map((feedback) => feedback.id)).toEqual([ids[1]]);
  });

  it('answers 404 for an unknown or malformed id, 400 for a bad change', async () => {
    const { call, ids } = await setUp(1);
    for (const id of ['3f1c2f0e-8d0a-4a57-9d6b-3b0e7b9f3a11', 'not-an-id']) {
      const response = await call('GET', `/api/admin/feedback/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: ERROR_MESSAGES.feedbackNotFound });
      expect((await call('PATCH', `/api/admin/feedback/${id}`, { handled: true })).status).toBe(404);
    }
    const bad = await call('PATCH', `/api/admin/feedback/${ids[0]}`, { handled: 'yes' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'handled: Send handled as true or false.' });
  });
});
