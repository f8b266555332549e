// A push service of the tests, as a browser maker runs one: HTTPS (with the run's test certificate, which the server
// trusts through NODE_EXTRA_CA_CERTS, see certificate.ts), checking each push's VAPID signature (RFC 8292)
// and decrypting its payload (RFC 8291) with the keys of the browser it stands for.
import { createECDH, createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { AlertNotification } from '@safety-companion/contract';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import { PUSH_SERVICE_CERTIFICATE_VARIABLE, PUSH_SERVICE_KEY_VARIABLE } from './certificate.js';

/** A push the service accepted, decrypted. */
export interface ReceivedPush {
  /** Which test browser it was for. */
  browser: string;
  payload: AlertNotification;
  ttl: number;
  urgency: string | undefined;
  at: number;
}

/** A browser of the tests: its subscription (as `PushSubscription.toJSON()`) and its private key. */
export interface TestBrowser {
  name: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** An answer the service gives instead of accepting: a status and its headers. */
interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The VAPID header's JWT checked with its key `k`: ES256, `aud` this service's origin, `exp` within a day. */
async function checkVapid(authorization: string | undefined, origin: string, expectedKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`No VAPID authorization: ${authorization}`);
  if (match[2] !== expectedKey) throw new Error("The VAPID key is not the server's.");
  const point = Buffer.from(match[2], 'base64url');
  const jwk = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  }).export({ format: 'jwk' });
  const { payload } = await jwtVerify(match[1], await importJWK(jwk, 'ES256'), {
    algorithms: ['ES256'],
    audience: origin,
  });
  const exp = payload.exp ?? 0;
  if (exp * 1000 > Date.now() + 24 * 3_600_000) throw new Error('The VAPID token lasts over 24 hours.');
  if (!/^(mailto:|https:)/.test(String(payload.sub))) throw new Error(`Bad VAPID subject: ${payload.sub}`);
}

/**
 * Starts the push service on 127.0.0.1; `serverKey` is the VAPID public key every push must be signed with. Each
 * `browser()` is a new subscription; `script()` makes the service answer a browser's next pushes with other statuses.
 *
 * @example
 * const service = await startPushService(vapid.publicKey);
 * const phone = service.browser('phone');
 * // … subscribe phone.subscription, change the status …
 * await service.waitFor((pushes) => pushes.length === 1);
 */
export async function startPushService(serverKey: string) {
  const keyFile = process.env[PUSH_SERVICE_KEY_VARIABLE];
  const certificateFile = process.env[PUSH_SERVICE_CERTIFICATE_VARIABLE];
  if (!keyFile || !certificateFile) throw new Error('No test certificate: the global setup makes it.');
  const [key, cert] = await Promise.all([readFile(keyFile), readFile(certificateFile)]);
  const browsers = new Map<string, { name: string; ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  const received: ReceivedPush[] = [];
  const refused: { browser: string; status: number; at: number }[] = [];
  const problems: string[] = [];
  let origin = '';

  const server: Server = createServer({ key, cert }, (request, response) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const browser = browsers.get(id);
      const body = await readBody(request);
      if (request.method !== 'POST' || !browser) return response.writeHead(404).end();
      try {
        await checkVapid(request.headers.authorization, origin, serverKey);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Not aes128gcm.');
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl <= 0) throw new Error(`Bad TTL: ${request.headers.ttl}`);
        const next = scripts.get(id)?.shift();
        if (next) {
          refused.push({ browser: browser.name, status: next.status, at: Date.now() });
          return response.writeHead(next.status, next.headers).end();
        }
        const plain = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        });
        received.push({
          browser: browser.name,
          payload: JSON.parse(plain.toString('utf8')),
          ttl,
          urgency: request.headers.urgency as string | undefined,
          at: Date.now(),
        });
        response.writeHead(201).end();
      } catch (error) {
        problems.push(String(error));
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    /** Pushes that failed a check of the service (a bad signature, payload or header): none, in a passing test. */
    problems,
    browser(name: string): TestBrowser {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      browsers.set(id, { name, ecdh, auth });
      return {
        name,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey('base64url'), auth },
        },
      };
    },
    /** The browser's next pushes are answered with these instead of being accepted. */
    script(browser: TestBrowser, answers: ScriptedAnswer[]) {
      const id = browser.subscription.endpoint.split('/').at(-1) ?? '';
      scripts.set(id, [...(scripts.get(id) ?? []), ...answers]);
    },
    /** The pushes a browser got, as `kind`-like titles in order. */
    titlesOf(browser: TestBrowser): string[] {
      return received.filter((push) => push.browser === browser.name).map((push) => push.payload.title);
    },
    /** Resolves once `done(received)` holds (checked every 50 ms), or rejects after `timeoutMs`. */
    async waitFor(done: (pushes: ReceivedPush[]) => boolean, timeoutMs = 10_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (!done(received)) {
        if (Date.now() > until) {
          throw new Error(
            `Timed out; received: ${JSON.stringify(received)}; problems: ${problems.join('; ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
