import { createECDH, randomBytes } from 'node:crypto';
import { LOCALES, type Locale } from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/store-readers.js';
import { publishStatus, ROOMY_PLACES, TEST_DETAILS, TEST_HOLDER, useTestStore } from '../../test/support.js';
import type { NewAlertSubscription } from './store.js';

const getStore = useTestStore();
const AT = new Date(Date.UTC(2026, 10, 25, 12));
const later = (ms: number) => new Date(AT.getTime() + ms);

function browser(statusId: string, name: string): NewAlertSubscription {
  return {
    statusId,
    endpoint: `https://push.example.org/${name}`,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
    sealedCode: randomBytes(40),
    locale: 'en',
  };
}

async function subscribe(subscription: NewAlertSubscription, at = AT) {
  const answer = await getStore().subscribeToAlerts(subscription, at, TEST_HOLDER, ROOMY_PLACES);
  if (typeof answer === 'string') throw new Error(answer);
  return answer.id;
}

describe('the outbox of pushes', () => {
  it('queues a switch of the emergency and the end in the change itself, and nothing for other changes', async () => {
    const store = getStore();
    const status = await publishStatus(store, { code: 'OUTBX1' }, AT);
    await subscribe(browser(status.id, 'a'));
    await subscribe(browser(status.id, 'b'));
    await store.updateStatus(
      status.id,
      'user-1',
      { details: { location: { latitude: 1, longitude: 1 } } },
      AT,
    );
    await store.updateStatus(status.id, 'user-1', { details: { info: 'Moved on' } }, AT);
    expect(await rowsOf(store, 'push_outbox')).toEqual([]);
    await store.updateStatus(status.id, 'user-1', { details: { emergency: true } }, AT);
    await store.updateStatus(status.id, 'user-1', { details: { emergency: false } }, AT);
    await store.endStatus(status.id, 'user-1', later(3_600_000));
    const kinds = (await rowsOf(store, 'push_outbox')) as { kind: string; timezone: string }[];
    expect(kinds.map(({ kind }) => kind).sort()).toEqual(
      ['emergency', 'emergency', 'emergency-off', 'emergency-off', 'ended', 'ended'].sort(),
    );
    expect(kinds.every(({ timezone }) => timezone === TEST_DETAILS.timezone)).toBe(true);
  });

  it('queues each countdown expiry once, however many servers look at once, and none for a code seen expired', async () => {
    const store = getStore();
    const status = await publishStatus(store, { code: 'OUTBX2', endTime: later(60_000) }, AT);
    await subscribe(browser(status.id, 'a'));
    expect(await store.queueCountdownAlerts(later(59_000))).toBe(0);
    const counts = await Promise.all([1, 2, 3, 4].map(() => store.queueCountdownAlerts(later(61_000))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    // Subscribed after the end: the hero has seen it expired.
    await subscribe(browser(status.id, 'late'), later(62_000));
    expect(await store.queueCountdownAlerts(later(63_000))).toBe(0);
    // A new end time runs out again.
    await store.updateStatus(status.id, 'user-1', { details: {}, endTime: later(120_000) }, later(64_000));
    expect(await store.queueCountdownAlerts(later(121_000))).toBe(2);
  });

  it('gives each push to one claimer, the oldest of a subscription first', async () => {
    const store = getStore();
    const status = await publishStatus(store, { code: 'OUTBX3' }, AT);
    const ids = [await subscribe(browser(status.id, 'a')), await subscribe(browser(status.id, 'b'))];
    await store.updateStatus(status.id, 'user-1', { details: { emergency: true } }, AT);
    await store.updateStatus(status.id, 'user-1', { details: { emergency: false } }, AT);
    const now = new Date(Date.now() + 1_000);
    const claims = await Promise.all([1, 2, 3].map(() => store.claimPushes(now, later(10 ** 12), 50)));
    const claimed = claims.flat();
    expect(claimed.map((push) => push.kind)).toEqual(['emergency', 'emergency']);
    expect(claimed.map((push) => push.subscription.id).sort()).toEqual([...ids].sort());
    // Held by its claimer: nobody claims the next of those subscriptions until it is done.
    expect(await store.claimPushes(now, later(10 ** 12), 50)).toEqual([]);
    for (const push of claimed) await store.completePush(push.id);
    const next = await store.claimPushes(now, later(10 ** 12), 50);
    expect(next.map((push) => push.kind)).toEqual(['emergency-off', 'emergency-off']);
  });

  it('queues the end when a status ends by itself: idle, or past its retention', async () => {
    const store = getStore();
    const idle = await publishStatus(store, { code: 'OUTBX6' }, AT);
    const expired = await publishStatus(store, { code: 'OUTBX7', endTime: later(60_000) }, AT);
    await subscribe(browser(idle.id, 'a'));
    await subscribe(browser(expired.id, 'b'));
    expect(await store.endIdleStatuses(later(1_000), later(3_600_000))).toBe(2);
    expect(((await rowsOf(store, 'push_outbox')) as { kind: string }[]).map(({ kind }) => kind)).toEqual([
      'ended',
      'ended',
    ]);
    const retained = await publishStatus(store, { code: 'OUTBX8', endTime: later(60_000) }, AT);
    await subscribe(browser(retained.id, 'c'));
    expect(await store.sweepStatuses(later(60_000 + 25 * 3_600_000), 24)).toMatchObject({ ended: 1 });
    expect(await rowsOf(store, 'push_outbox')).toHaveLength(3);
  });

  it('sweeps pushes past every TTL, then subscriptions of ended statuses with nothing left to send', async () => {
    const store = getStore();
    const status = await publishStatus(store, { code: 'OUTBX4' }, AT);
    await subscribe(browser(status.id, 'a'));
    await store.endStatus(status.id, 'user-1', later(3_600_000));
    const queuedAt = new Date(Date.now() - 1_000);
    expect(await store.sweepAlerts(new Date(queuedAt.getTime() - 60_000))).toBe(0);
    expect(await rowsOf(store, 'alert_subscriptions')).toHaveLength(1);
    expect(await store.sweepAlerts(new Date(Date.now() + 60_000))).toBe(2);
    expect(await rowsOf(store, 'alert_subscriptions')).toEqual([]);
  });

  it('answers the same id for the same endpoint, and refuses a status that is gone', async () => {
    const store = getStore();
    const status = await publishStatus(store, { code: 'OUTBX5' }, AT);
    const phone = browser(status.id, 'phone');
    const id = await subscribe(phone);
    expect(await subscribe({ ...phone, keys: browser(status.id, 'x').keys })).toBe(id);
    await store.endStatus(status.id, 'user-1', later(3_600_000));
    expect(await store.subscribeToAlerts(browser(status.id, 'late'), AT, TEST_HOLDER, ROOMY_PLACES)).toBe(
      'ended',
    );
  });
});

describe('the language of a subscription', () => {
  it('is kept for each of the site’s languages, changed by the same endpoint again, and given to its pushes', async () => {
    const store = getStore();
    const status = await publishStatus(store, { code: 'LOCAL1' }, AT);
    const ids = await Promise.all(
      LOCALES.map((locale) => subscribe({ ...browser(status.id, locale), locale: 'en' })),
    );
    for (const [index, locale] of LOCALES.entries()) {
      expect(await subscribe({ ...browser(status.id, locale), locale })).toBe(ids[index]);
    }
    await store.updateStatus(status.id, 'user-1', { details: { emergency: true } }, AT);
    const claimed = await store.claimPushes(new Date(Date.now() + 1_000), later(10 ** 12), 50);
    expect(claimed.map((push) => push.subscription.locale).sort()).toEqual([...LOCALES].sort());
  });

  it('is refused by the database when it is not one of the site’s languages', async () => {
    const store = getStore();
    const status = await publishStatus(store, { code: 'LOCAL2' }, AT);
    const unknown = { ...browser(status.id, 'de'), locale: 'de' as Locale };
    await expect(subscribe(unknown)).rejects.toThrow(/alert_subscriptions_locale_known/);
    expect(await rowsOf(store, 'alert_subscriptions')).toEqual([]);
  });
});
