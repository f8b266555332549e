import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.js';
import { ALERT_FIELD_MESSAGES, AlertSubscriptionInput, PushSubscriptionJson } from './alerts.js';

const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
const auth = randomBytes(16).toString('base64url');
const valid = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh, auth },
};

function messageOf(input: unknown): string | undefined {
  const result = PushSubscriptionJson.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('PushSubscriptionJson', () => {
  it("takes what a browser's PushSubscription.toJSON() gives, padded or not", () => {
    expect(PushSubscriptionJson.parse(valid)).toEqual(valid);
    const padded = { ...valid, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } };
    expect(PushSubscriptionJson.safeParse(padded).success).toBe(true);
    const { expirationTime: _, ...without } = valid;
    expect(PushSubscriptionJson.safeParse(without).success).toBe(true);
  });

  it('refuses keys of another length or kind', () => {
    const compressed = createECDH('prime256v1').generateKeys('base64url', 'compressed');
    expect(messageOf({ ...valid, keys: { p256dh: compressed, auth } })).toBe(ALERT_FIELD_MESSAGES.p256dh);
    expect(messageOf({ ...valid, keys: { p256dh: p256dh.slice(1), auth } })).toBe(
      ALERT_FIELD_MESSAGES.p256dh,
    );
    // Base64 with '+' or '/' is not base64url.
    const plain = `${p256dh.slice(0, 5)}+${p256dh.slice(6)}`;
    expect(messageOf({ ...valid, keys: { p256dh: plain, auth } })).toBe(ALERT_FIELD_MESSAGES.p256dh);
    expect(messageOf({ ...valid, keys: { p256dh, auth: randomBytes(15).toString('base64url') } })).toBe(
      ALERT_FIELD_MESSAGES.auth,
    );
    expect(messageOf({ ...valid, keys: { p256dh, auth: randomBytes(17).toString('base64url') } })).toBe(
      ALERT_FIELD_MESSAGES.auth,
    );
    // 22 characters whose unused bits are not zero: no 16-byte value encodes to it.
    expect(messageOf({ ...valid, keys: { p256dh, auth: `${auth.slice(0, 21)}B` } })).toBe(
      ALERT_FIELD_MESSAGES.auth,
    );
  });

  it('posts only to https', () => {
    expect(messageOf({ ...valid, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' })).toBe(
      ALERT_FIELD_MESSAGES.endpoint,
    );
    expect(messageOf({ ...valid, endpoint: 'not a url' })).toBe(ALERT_FIELD_MESSAGES.endpoint);
  });

  it('refuses unknown fields', () => {
    expect(PushSubscriptionJson.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(AlertSubscriptionInput.safeParse({ accessCode: 'k7q2zd', subscription: valid })).toMatchObject({
      success: true,
      data: { accessCode: 'K7Q2ZD' },
    });
  });
});

describe('AlertSubscriptionInput', () => {
  it('takes the language of the page the subscription was made on, English when a client does not say', () => {
    const input = { accessCode: 'K7Q2ZD', subscription: valid };
    expect(AlertSubscriptionInput.parse(input).locale).toBe('en');
    for (const locale of LOCALES)
      expect(AlertSubscriptionInput.parse({ ...input, locale }).locale).toBe(locale);
    for (const locale of ['de', 'pt', 'zh', 'zh-Hant', 'ES']) {
      const refused = AlertSubscriptionInput.safeParse({ ...input, locale });
      expect(refused.error?.issues, locale).toMatchObject([
        { path: ['locale'], message: ALERT_FIELD_MESSAGES.locale },
      ]);
    }
    expect(ALERT_FIELD_MESSAGES.locale).toBe('Must be "en" or "es" or "fr" or "pt-BR" or "ar" or "zh-Hans".');
  });
});
