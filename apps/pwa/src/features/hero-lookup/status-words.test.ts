import { EXPIRED_REASON, getStatusLine, type StatusSnapshot } from '@safety-companion/contract';
import { TEST_SNAPSHOT } from '@safety-companion/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { loadStatusPanel } from './load-status-panel';
import { statusLineOf } from './status-words';

const EXPIRED: StatusSnapshot = {
  ...TEST_SNAPSHOT,
  emergency: false,
  reason: EXPIRED_REASON,
  endTime: '2025-03-03T14:05:00Z',
};

describe('the status line the page announces', () => {
  afterEach(() => setCurrentLocale('en'));

  it("is the contract's English line on an English page", () => {
    expect(statusLineOf(EXPIRED)).toBe(getStatusLine(EXPIRED));
    expect(statusLineOf({ ...EXPIRED, emergency: true })).toBe('EMERGENCY');
  });

  it('is Spanish on a Spanish page, with no English word', async () => {
    setCurrentLocale('es');
    await loadStatusPanel();
    expect(statusLineOf({ ...EXPIRED, emergency: true })).toBe('EMERGENCIA');
    expect(statusLineOf({ ...EXPIRED, reason: 'Countdown running' })).toBe('Activo');
    const expired = statusLineOf(EXPIRED);
    expect(expired).toMatch(/^El temporizador expiró a las? \d{1,2}:\d{2} del 3 mar 2025$/);
    expect(expired).not.toMatch(/\b(Timer|Expired|at|Not set)\b/);
  });
});
