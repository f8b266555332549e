import { createECDH } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALERT_TEXTS, expiryLine, LOCALES } from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';
import { PUSH_SERVICE_ORIGINS } from '../config.js';
import { alertOf } from './notification.js';
import { openAccessCode, sealAccessCode } from './sealed-code.js';
import { retryDelayMs } from './sender.js';
import { isP256Point, pushServiceEndpoint } from './subscription-rules.js';
import { ALERTS_OFF_REASON, loadAlertsSetup, VAPID_KEYS_FILE } from './vapid-keys.js';

const SECRET = 'test-secret-of-at-least-32-characters';
const STATUS = '4a035d77-1403-4ef5-a549-fd138994f62a';

describe('pushServiceEndpoint', () => {
  const origins = [...PUSH_SERVICE_ORIGINS];

  it("takes the browsers' push services by default, Microsoft's subdomains included", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXk',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQyavXu',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(pushServiceEndpoint(origins, endpoint), endpoint).toBe(endpoint);
    }
  });

  it('refuses every other address, look-alikes and ports included', () => {
    for (const endpoint of [
      'https://notify.windows.com/w/',
      'https://evilnotify.windows.com/w/',
      'https://notify.windows.com.evil.example/w/',
      'https://fcm.googleapis.com:8443/fcm/send/dXk',
      'https://fcm.googleapis.com.evil.example/fcm/send/dXk',
      'http://fcm.googleapis.com/fcm/send/dXk',
      'https://user:pw@fcm.googleapis.com/fcm/send/dXk',
      'https://127.0.0.1/push',
      'https://fcm.googleapis.com',
      'not a url',
    ]) {
      expect(pushServiceEndpoint(origins, endpoint), endpoint).toBeUndefined();
    }
  });

  it('M1: refuses a host that only the WHATWG parser reads as a push service (legacy url.parse reads localhost)', () => {
    for (const endpoint of [
      'https://localhost`.notify.windows.com/anything',
      'https://localhost{.notify.windows.com/anything',
      "https://localhost'.notify.windows.com/anything",
      'https://localhost;.notify.windows.com/anything',
      'https://localhost\\.notify.windows.com/anything',
      'https://localhost%60.notify.windows.com/anything',
      'https://wns2.notify.windows.com:443/w/',
    ]) {
      expect(pushServiceEndpoint(origins, endpoint), endpoint).toBeUndefined();
    }
  });

  it('L3: reads case variants of one endpoint as one, lower-casing scheme and host but not the token', () => {
    expect(pushServiceEndpoint(origins, 'HTTPS://FCM.GOOGLEAPIS.COM/fcm/send/dXk-AbC')).toBe(
      'https://fcm.googleapis.com/fcm/send/dXk-AbC',
    );
    expect(pushServiceEndpoint(origins, 'https://WNS2.Notify.Windows.com/w/?token=Qz')).toBe(
      'https://wns2.notify.windows.com/w/?token=Qz',
    );
  });

  it("takes a test push service's origin with its port, and no other port", () => {
    expect(pushServiceEndpoint(['https://127.0.0.1:8443'], 'https://127.0.0.1:8443/push/1')).toBe(
      'https://127.0.0.1:8443/push/1',
    );
    expect(pushServiceEndpoint(['https://127.0.0.1:8443'], 'https://127.0.0.1:8444/push/1')).toBeUndefined();
  });
});

describe('isP256Point', () => {
  it('takes a browser key and refuses 65 bytes off the curve', () => {
    expect(isP256Point(createECDH('prime256v1').generateKeys('base64url'))).toBe(true);
    const point = createECDH('prime256v1').generateKeys();
    point[64] = (point[64] ?? 0) ^ 1;
    expect(isP256Point(point.toString('base64url'))).toBe(false);
    expect(isP256Point(Buffer.alloc(65, 4).toString('base64url'))).toBe(false);
  });
});

describe('sealAccessCode', () => {
  it('opens with the same secret and status only, and never holds the code in clear', () => {
    const sealed = sealAccessCode(SECRET, STATUS, 'K7Q2ZD');
    expect(sealed.includes(Buffer.from('K7Q2ZD'))).toBe(false);
    expect(sealAccessCode(SECRET, STATUS, 'K7Q2ZD').equals(sealed)).toBe(false);
    expect(openAccessCode(SECRET, STATUS, sealed)).toBe('K7Q2ZD');
    expect(() => openAccessCode(`${SECRET}!`, STATUS, sealed)).toThrow();
    expect(() => openAccessCode(SECRET, STATUS.replace('4a', '5a'), sealed)).toThrow();
  });
});

describe('retryDelayMs', () => {
  it('honours Retry-After in seconds or as a date, else doubles from 1 s up to 10 minutes', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(retryDelayMs(1, '120', now)).toBe(120_000);
    expect(retryDelayMs(1, new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(retryDelayMs(1, undefined, now)).toBe(1_000);
    expect(retryDelayMs(4, undefined, now)).toBe(8_000);
    expect(retryDelayMs(30, 'soon', now)).toBe(600_000);
  });
});

describe('alertOf', () => {
  it('names what happened with the lookup page’s texts, one tag per status, urgent for an emergency and an expiry', () => {
    const ended = alertOf({ kind: 'ended', endTime: null, timezone: null }, 'K7Q2ZD', 'en');
    expect(ended).toEqual({
      notification: {
        kind: 'ended',
        title: 'Status ended',
        body: 'This status has ended.',
        tag: 'status-K7Q2ZD',
        url: '/hero-lookup#code=K7Q2ZD',
      },
      urgency: 'normal',
      ttlSeconds: 3_600,
    });
    const expired = alertOf(
      { kind: 'expired', endTime: new Date('2025-03-03T19:05:00Z'), timezone: 'America/Chicago' },
      'K7Q2ZD',
      'en',
    );
    expect(expired).toMatchObject({
      notification: {
        kind: 'expired',
        title: 'Timer has Expired',
        body: 'Timer has Expired at Mar 3, 2025, 1:05 PM (America/Chicago). Open the status to see where.',
      },
      urgency: 'high',
    });
    expect(alertOf({ kind: 'emergency', endTime: null, timezone: 'UTC' }, 'K7Q2ZD', 'en')).toMatchObject({
      notification: { kind: 'emergency', title: 'EMERGENCY' },
      urgency: 'high',
      ttlSeconds: 86_400,
    });
  });

  it('writes a Spanish subscription’s pushes in Spanish, linked to the Spanish lookup, the same kind and urgency', () => {
    const expired = alertOf(
      { kind: 'expired', endTime: new Date('2025-03-03T19:05:00Z'), timezone: 'America/Chicago' },
      'K7Q2ZD',
      'es',
    );
    expect(expired).toEqual({
      notification: {
        kind: 'expired',
        title: 'El temporizador expiró',
        body: 'El temporizador expiró a las 13:05 del 3 mar 2025 (America/Chicago). Abre el estado para ver dónde.',
        tag: 'status-K7Q2ZD',
        url: '/es/hero-lookup#code=K7Q2ZD',
      },
      urgency: 'high',
      ttlSeconds: 86_400,
    });
    expect(alertOf({ kind: 'emergency-off', endTime: null, timezone: null }, 'K7Q2ZD', 'es')).toMatchObject({
      notification: { kind: 'emergency-off', title: 'Emergencia desactivada' },
      urgency: 'normal',
    });
  });

  it('writes every language’s pushes in that language, linked to the lookup under its prefix', () => {
    const end = { kind: 'expired', endTime: new Date('2025-03-03T19:05:00Z'), timezone: 'UTC' } as const;
    const urls = LOCALES.map((locale) => alertOf(end, 'K7Q2ZD', locale).notification.url);
    expect(urls).toEqual([
      '/hero-lookup#code=K7Q2ZD',
      '/es/hero-lookup#code=K7Q2ZD',
      '/fr/hero-lookup#code=K7Q2ZD',
      '/pt/hero-lookup#code=K7Q2ZD',
      '/ar/hero-lookup#code=K7Q2ZD',
      '/zh/hero-lookup#code=K7Q2ZD',
    ]);
    for (const locale of LOCALES) {
      const texts = ALERT_TEXTS[locale];
      const { notification } = alertOf(end, 'K7Q2ZD', locale);
      expect(notification.title, locale).toBe(texts.expired.title);
      expect(notification.body, locale).toBe(
        texts.expired.body(expiryLine(texts, end.endTime, 'UTC'), 'UTC'),
      );
      expect(
        alertOf({ kind: 'ended', endTime: null, timezone: null }, 'K7Q2ZD', locale).notification,
        locale,
      ).toMatchObject({ title: texts.ended.title, body: texts.ended.body });
    }
    expect(alertOf(end, 'K7Q2ZD', 'ar').notification.title).toMatch(/^\p{Script=Arabic}/u);
  });
});

describe('loadAlertsSetup', () => {
  const settings = {
    vapidPublicKey: undefined,
    vapidPrivateKey: undefined,
    vapidSubject: 'mailto:a@example.org',
  };

  it('generates the keys once into the data folder, readable by its owner only', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vapid-'));
    try {
      const setup = await loadAlertsSetup({ ...settings, dataDir, databaseUrl: undefined });
      expect(setup.on).toBe(true);
      expect(await loadAlertsSetup({ ...settings, dataDir, databaseUrl: undefined })).toEqual(setup);
      const file = join(dataDir, VAPID_KEYS_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject(
        setup.on ? { publicKey: setup.keys.publicKey } : {},
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('turns alerts off on DATABASE_URL without keys, and on with them', async () => {
    const databaseUrl = 'postgres://db.internal/safety';
    expect(await loadAlertsSetup({ ...settings, dataDir: '/nonexistent', databaseUrl })).toEqual({
      on: false,
      reason: ALERTS_OFF_REASON,
    });
    const keys = { vapidPublicKey: 'public', vapidPrivateKey: 'private' };
    expect(await loadAlertsSetup({ ...settings, ...keys, dataDir: '/nonexistent', databaseUrl })).toEqual({
      on: true,
      keys: { publicKey: 'public', privateKey: 'private', subject: 'mailto:a@example.org' },
    });
  });
});
