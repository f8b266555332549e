import { EXPIRED_REASON, type StatusSnapshot } from '@safety-companion/api';
import { TEST_SNAPSHOT } from '@safety-companion/test-support';

/**
 * A running countdown, as the API answers a lookup of ABC123 (the shared fixture); the lookup's tests vary it. Its
 * phone reported as the tests began: the page calls a phone silent only after 10 minutes without a report.
 */
export const ACTIVE: StatusSnapshot = {
  ...TEST_SNAPSHOT,
  accessCode: 'ABC123',
  timestamp: new Date().toISOString(),
};
export const EMERGENCY: StatusSnapshot = { ...ACTIVE, emergency: true };
export const EXPIRED: StatusSnapshot = { ...ACTIVE, reason: EXPIRED_REASON };
