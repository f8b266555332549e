import { EXPIRED_REASON, type StatusSnapshot } from '@safety-companion/api';
import { TEST_SNAPSHOT } from '@safety-companion/test-support';

/** A running countdown, as the API answers a lookup of ABC123 (the shared fixture); the lookup's tests vary it. */
export const ACTIVE: StatusSnapshot = { ...TEST_SNAPSHOT, accessCode: 'ABC123' };
export const EMERGENCY: StatusSnapshot = { ...ACTIVE, emergency: true };
export const EXPIRED: StatusSnapshot = { ...ACTIVE, reason: EXPIRED_REASON };
