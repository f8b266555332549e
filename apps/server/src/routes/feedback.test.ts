import { FEEDBACK_FIELD_MESSAGES, FEEDBACK_LIMITS } from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';
import { countFeedback, listFeedback } from '../../test/store-readers.js';
import { from, postJson, testClock, testConfig, useTestStore, VALID_FEEDBACK } from '../../test/support.js';
import { createApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';

const store = useTestStore();

function setup() {
  const clock = testClock();
  const app = createApp({ store: store(), config: testConfig(), clock: clock.now });
  return { app, clock };
}

async function expectRefused(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = (await response.json()) as { message: string };
  expect(Object.keys(body)).toEqual(['message']);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  // Nothing is stored from a refused request.
  expect(await countFeedback(store())).toBe(0);
}

describe('POST /api/addFeedback', () => {
  it('stores valid feedback and answers 201 with its id', async () => {
    const { app, clock } = setup();
    const response = await postJson(app, '/api/addFeedback', VALID_FEEDBACK, { address: '198.51.100.4' });
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await listFeedback(store())).toEqual([
      { ...VALID_FEEDBACK, id, clientKey: '198.51.100.4', createdAt: new Date(clock.now()), handledAt: null },
    ]);
  });

  it('trims the fields before storing them', async () => {
    const { app } = setup();
    const response = await postJson(app, '/api/addFeedback', { ...VALID_FEEDBACK, name: '  Sam  ' });
    expect(response.status).toBe(201);
    const [stored] = await listFeedback(store());
    expect(stored?.name).toBe('Sam');
  });

  it('stores emoji, accents, tabs and new lines as they are', async () => {
    const { app } = setup();
    const body = 'Merci beaucoup 🙏🏽\n\tÇa marche très bien — 10/10 👍';
    const response = await postJson(app, '/api/addFeedback', { ...VALID_FEEDBACK, subject: '💬 Olá', body });
    expect(response.status).toBe(201);
    const [stored] = await listFeedback(store());
    expect(stored?.subject).toBe('💬 Olá');
    expect(stored?.body).toBe(body);
  });

  it('stores SQL metacharacters literally', async () => {
    const { app } = setup();
    const nasty = {
      ...VALID_FEEDBACK,
      name: "Robert'); DROP TABLE feedback;--",
      subject: "' OR '1'='1",
      body: 'SELECT * FROM feedback; $1 $$ \\x00 %s %% ; -- /* */ "quoted"',
    };
    expect((await postJson(app, '/api/addFeedback', nasty)).status).toBe(201);
    const [stored] = await listFeedback(store());
    expect(stored).toMatchObject(nasty);
    expect(await countFeedback(store())).toBe(1);
  });

  it('accepts every field at its longest', async () => {
    const { app } = setup();
    const longest = {
      location: 'web',
      name: 'n'.repeat(FEEDBACK_LIMITS.name),
      email: `${'e'.repeat(FEEDBACK_LIMITS.email - 12)}@example.com`,
      subject: 's'.repeat(FEEDBACK_LIMITS.subject),
      body: 'b'.repeat(FEEDBACK_LIMITS.body),
    };
    expect((await postJson(app, '/api/addFeedback', longest)).status).toBe(201);
  });

  describe('refuses, and stores nothing', () => {
    it.each([
      ['bytes that are not UTF-8', Buffer.from('{"location":"web","name":"\xff\xfe"}', 'latin1')],
      [
        'a lone surrogate',
        Buffer.from(
          '{"location":"web","name":"Sam","email":"sam@example.com","subject":"Hi","body":"half \\ud83d of it"}',
        ),
      ],
    ])('%s: 400, nothing stored with replacement characters', async (_case, bytes) => {
      const { app } = setup();
      const response = await app.request(
        '/api/addFeedback',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: bytes },
        from('203.0.113.10'),
      );
      await expectRefused(response, 400, ERROR_MESSAGES.notUtf8);
    });

    it.each([
      [
        'a missing name',
        { ...VALID_FEEDBACK, name: undefined },
        `name: ${FEEDBACK_FIELD_MESSAGES.name.required}`,
      ],
      [
        'an empty subject',
        { ...VALID_FEEDBACK, subject: '   ' },
        `subject: ${FEEDBACK_FIELD_MESSAGES.subject.required}`,
      ],
      [
        'a missing body',
        { ...VALID_FEEDBACK, body: undefined },
        `body: ${FEEDBACK_FIELD_MESSAGES.body.required}`,
      ],
      [
        'an invalid email',
        { ...VALID_FEEDBACK, email: 'sam@' },
        `email: ${FEEDBACK_FIELD_MESSAGES.email.invalid}`,
      ],
      [
        'a number for a name',
        { ...VALID_FEEDBACK, name: 42 },
        `name: ${FEEDBACK_FIELD_MESSAGES.name.required}`,
      ],
      [
        'an array for a body',
        { ...VALID_FEEDBACK, body: ['hi'] },
        `body: ${FEEDBACK_FIELD_MESSAGES.body.required}`,
      ],
      [
        'null for an email',
        { ...VALID_FEEDBACK, email: null },
        `email: ${FEEDBACK_FIELD_MESSAGES.email.required}`,
      ],
      ['another location', { ...VALID_FEEDBACK, location: 'ios' }, 'location: Must be "web".'],
      ['a missing location', { ...VALID_FEEDBACK, location: undefined }, 'location: Must be "web".'],
      ['an extra field', { ...VALID_FEEDBACK, admin: true }, 'admin: Unknown field.'],
      ['two extra fields', { ...VALID_FEEDBACK, id: 'x', createdAt: 1 }, 'id, createdAt: Unknown fields.'],
      [
        'a too long name',
        { ...VALID_FEEDBACK, name: 'n'.repeat(FEEDBACK_LIMITS.name + 1) },
        /^name: Keep your name under/,
      ],
      [
        'a too long message',
        { ...VALID_FEEDBACK, body: 'b'.repeat(FEEDBACK_LIMITS.body + 1) },
        `body: ${FEEDBACK_FIELD_MESSAGES.body.tooLong}`,
      ],
      [
        'a NUL character',
        { ...VALID_FEEDBACK, body: 'hello\u0000world' },
        `body: ${FEEDBACK_FIELD_MESSAGES.controlCharacters}`,
      ],
      [
        'an escape character',
        { ...VALID_FEEDBACK, subject: 'bell\u0007 and \u001b[31mred' },
        `subject: ${FEEDBACK_FIELD_MESSAGES.controlCharacters}`,
      ],
      [
        'a right-to-left override',
        { ...VALID_FEEDBACK, subject: 'invoice \u202Efdp.exe' },
        `subject: ${FEEDBACK_FIELD_MESSAGES.controlCharacters}`,
      ],
      [
        'a line break in a one-line field',
        { ...VALID_FEEDBACK, name: 'Sam\nBcc: everyone' },
        `name: ${FEEDBACK_FIELD_MESSAGES.controlCharacters}`,
      ],
      [
        'a C1 control character (U+0085, U+009B)',
        { ...VALID_FEEDBACK, name: 'next\u0085line \u009b31m' },
        `name: ${FEEDBACK_FIELD_MESSAGES.controlCharacters}`,
      ],
    ])('%s: 400 naming the field', async (_case, payload, message) => {
      const { app } = setup();
      await expectRefused(await postJson(app, '/api/addFeedback', payload), 400, message);
    });

    it.each([
      ['an array', '[]'],
      ['a string', '"feedback"'],
      ['null', 'null'],
      ['a number', '42'],
    ])('a body that is %s: 400', async (_case, body) => {
      const { app } = setup();
      await expectRefused(await postJson(app, '/api/addFeedback', body), 400, ERROR_MESSAGES.notAnObject);
    });

    it.each([
      ['cut short', '{"name": "Sam", "email":'],
      ['single-quoted', "{'name': 'Sam'}"],
      ['trailing comma', `${JSON.stringify(VALID_FEEDBACK).slice(0, -1)},}`],
      ['empty', ''],
    ])('malformed JSON (%s): 400', async (_case, body) => {
      const { app } = setup();
      await expectRefused(await postJson(app, '/api/addFeedback', body), 400, ERROR_MESSAGES.malformedJson);
    });

    it.each([
      ['text/plain', 'text/plain'],
      ['a form', 'application/x-www-form-urlencoded'],
      ['no content type', undefined],
    ])('a body sent as %s: 415', async (_case, type) => {
      const { app } = setup();
      const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
      const response = await app.request(
        '/api/addFeedback',
        { method: 'POST', headers, body: JSON.stringify(VALID_FEEDBACK) },
        from('203.0.113.10'),
      );
      await expectRefused(response, 415, ERROR_MESSAGES.notJson);
    });

    it('accepts JSON with a charset', async () => {
      const { app } = setup();
      const response = await postJson(app, '/api/addFeedback', VALID_FEEDBACK, {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
      expect(response.status).toBe(201);
    });

    it('a body over 16 kB: 413, by its Content-Length', async () => {
      const { app } = setup();
      const huge = { ...VALID_FEEDBACK, body: 'x'.repeat(17 * 1024) };
      await expectRefused(await postJson(app, '/api/addFeedback', huge), 413, ERROR_MESSAGES.bodyTooLarge);
    });

    it('a body over 16 kB without a Content-Length (chunked): 413, by counting', async () => {
      const { app } = setup();
      const chunk = new TextEncoder().encode(JSON.stringify({ ...VALID_FEEDBACK, body: 'y'.repeat(4096) }));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 6; i++) controller.enqueue(chunk);
          controller.close();
        },
      });
      const response = await app.request(
        '/api/addFeedback',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
          body: stream,
          duplex: 'half',
        } as RequestInit,
        from('203.0.113.10'),
      );
      await expectRefused(response, 413, ERROR_MESSAGES.bodyTooLarge);
    });

    it('a body of fields far over their limits but under 16 kB: 400', async () => {
      const { app } = setup();
      const big = { ...VALID_FEEDBACK, body: 'z'.repeat(15 * 1024) };
      await expectRefused(
        await postJson(app, '/api/addFeedback', big),
        400,
        /^body: Keep your message under/,
      );
    });

    it('another method: 405 with Allow', async () => {
      const { app } = setup();
      const response = await app.request('/api/addFeedback', { method: 'GET' });
      expect(response.headers.get('Allow')).toBe('POST');
      await expectRefused(response, 405, ERROR_MESSAGES.methodNotAllowed);
    });
  });

  describe('per-client limit', () => {
    it('takes 5 messages in 10 minutes; the 6th gets 429 with Retry-After and is not stored', async () => {
      const { app, clock } = setup();
      for (let i = 0; i < 5; i++) {
        expect(
          (await postJson(app, '/api/addFeedback', VALID_FEEDBACK, { address: '192.0.2.1' })).status,
        ).toBe(201);
        clock.advance(60_000);
      }
      const sixth = await postJson(app, '/api/addFeedback', VALID_FEEDBACK, { address: '192.0.2.1' });
      expect(sixth.status).toBe(429);
      // The first message was sent 5 minutes ago: a slot frees in 5 minutes.
      expect(sixth.headers.get('Retry-After')).toBe('300');
      expect(sixth.headers.get('Cache-Control')).toBe('no-store');
      expect(await sixth.json()).toEqual({
        message: 'Too many messages from this address. Please try again in 5 minutes.',
      });
      expect(await countFeedback(store())).toBe(5);

      // Another client is not affected.
      expect((await postJson(app, '/api/addFeedback', VALID_FEEDBACK, { address: '192.0.2.2' })).status).toBe(
        201,
      );

      clock.advance(300_000);
      expect((await postJson(app, '/api/addFeedback', VALID_FEEDBACK, { address: '192.0.2.1' })).status).toBe(
        201,
      );
    });

    it('does not count refused feedback', async () => {
      const { app } = setup();
      for (let i = 0; i < 8; i++) {
        const invalid = await postJson(app, '/api/addFeedback', { ...VALID_FEEDBACK, email: 'nope' });
        expect(invalid.status).toBe(400);
      }
      expect((await postJson(app, '/api/addFeedback', VALID_FEEDBACK)).status).toBe(201);
    });

    it('counts an IPv6 client by its /64', async () => {
      const { app } = setup();
      for (let i = 1; i <= 5; i++) {
        const response = await postJson(app, '/api/addFeedback', VALID_FEEDBACK, {
          address: `2001:db8:5:6::${i}`,
        });
        expect(response.status).toBe(201);
      }
      const sameNetwork = await postJson(app, '/api/addFeedback', VALID_FEEDBACK, {
        address: '2001:db8:5:6:ffff:1:2:3',
      });
      expect(sameNetwork.status).toBe(429);
      const otherNetwork = await postJson(app, '/api/addFeedback', VALID_FEEDBACK, {
        address: '2001:db8:5:7::1',
      });
      expect(otherNetwork.status).toBe(201);
    });

    it('holds across concurrent requests', async () => {
      const { app } = setup();
      const responses = await Promise.all(
        Array.from({ length: 12 }, () =>
          postJson(app, '/api/addFeedback', VALID_FEEDBACK, { address: '192.0.2.9' }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      expect(await countFeedback(store())).toBe(5);
    });
  });
});
