// The built server in a process of its own, as `npm start` runs it: it trusts the test push service through
// NODE_EXTRA_CA_CERTS (inherited from the test run), and says once at start when alerts are off. That setting keeps
// what the machine trusted before the run: npx and pnpm, which some tests start, still reach the registry.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  PUSH_SERVICE_CERTIFICATE_VARIABLE,
  PUSH_SERVICE_KEY_VARIABLE,
  trustTestCertificate,
} from '../../test/certificate.js';
import { testDevelopmentToken } from '../../test/development-token.js';
import { startMainProcess } from '../../test/main-process.js';
import { startPushService, type TestPushService } from '../../test/push-service.js';
import { createTestDatabase, TEST_DETAILS, TEST_SECRET } from '../../test/support.js';
import { ERROR_MESSAGES } from '../errors.js';
import { ALERTS_OFF_REASON } from './vapid-keys.js';

const VAPID = webpush.generateVAPIDKeys();
let service: TestPushService;
let databaseUrl: string;
// Each server's own data folder: it writes its development secret there, never into apps/server/data.
const root = mkdtempSync(join(tmpdir(), 'safety-alerts-process-'));
let count = 0;
const freshDir = () => join(root, `data-${++count}`);

beforeAll(async () => {
  service = await startPushService(VAPID.publicKey);
  databaseUrl = await createTestDatabase();
});
afterAll(async () => {
  await service?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the server process', () => {
  it('signs, encrypts and posts a push to a push service it trusts through NODE_EXTRA_CA_CERTS', async () => {
    expect(process.env.NODE_EXTRA_CA_CERTS).toBeTruthy();
    const dataDir = freshDir();
    const main = await startMainProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ACCESS_CODE_SECRET: TEST_SECRET,
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'https://ops.example.org/contact',
      PUSH_SERVICE_ORIGINS: service.origin,
      FIREBASE_PROJECT_ID: '',
    });
    try {
      const asApp = {
        Authorization: `Bearer ${testDevelopmentToken(dataDir, 'owner-1')}`,
        'Content-Type': 'application/json',
      };
      const started = await fetch(`${main.url}/api/statuses`, {
        method: 'POST',
        headers: asApp,
        body: JSON.stringify({ timezone: TEST_DETAILS.timezone, location: TEST_DETAILS.location }),
      });
      const { id, accessCode } = (await started.json()) as { id: string; accessCode: string };
      const phone = service.browser('phone');
      const subscribed = await fetch(`${main.url}/api/alerts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accessCode, subscription: phone.subscription }),
      });
      expect(subscribed.status).toBe(201);
      await fetch(`${main.url}/api/statuses/${id}`, {
        method: 'PATCH',
        headers: asApp,
        body: JSON.stringify({ emergency: true }),
      });
      await service.waitFor((pushes) => pushes.length === 1);
      expect(service.received[0]).toMatchObject({
        payload: { title: 'EMERGENCY', url: `/hero-lookup#code=${accessCode}` },
        urgency: 'high',
      });
      expect(service.problems).toEqual([]);
    } finally {
      await main.stop();
    }
  });

  it('starts with alerts off on DATABASE_URL without VAPID keys, says so once, and answers 503', async () => {
    const main = await startMainProcess(
      {
        DATA_DIR: freshDir(),
        DATABASE_URL: databaseUrl,
        ACCESS_CODE_SECRET: TEST_SECRET,
        VAPID_PUBLIC_KEY: '',
        VAPID_PRIVATE_KEY: '',
      },
      { keepOutput: true },
    );
    try {
      const answer = await fetch(`${main.url}/api/alerts/key`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ message: ERROR_MESSAGES.alertsOff });
      expect(main.output().split(ALERTS_OFF_REASON)).toHaveLength(2);
    } finally {
      await main.stop();
    }
  });
});

describe("the test run's certificate", () => {
  it('is trusted beside the certificates NODE_EXTRA_CA_CERTS named before, which stay trusted', async () => {
    const names = ['NODE_EXTRA_CA_CERTS', PUSH_SERVICE_CERTIFICATE_VARIABLE, PUSH_SERVICE_KEY_VARIABLE];
    const saved = names.map((name) => process.env[name]);
    const earlier = join(root, 'machine.pem');
    // A proxy's authority, as a machine behind one names it: here the run's own certificate stands in for it.
    const machine = readFileSync(process.env[PUSH_SERVICE_CERTIFICATE_VARIABLE] ?? '', 'utf8');
    writeFileSync(earlier, machine);
    process.env.NODE_EXTRA_CA_CERTS = earlier;
    const remove = await trustTestCertificate();
    try {
      const trusted = readFileSync(process.env.NODE_EXTRA_CA_CERTS ?? '', 'utf8');
      const made = readFileSync(process.env[PUSH_SERVICE_CERTIFICATE_VARIABLE] ?? '', 'utf8');
      expect(made).not.toBe(machine);
      expect(trusted).toContain(machine.trim());
      expect(trusted).toContain(made.trim());
    } finally {
      await remove();
      names.forEach((name, index) => {
        if (saved[index] === undefined) delete process.env[name];
        else process.env[name] = saved[index];
      });
    }
  });
});
