// The one entry of @safety-companion/api: the HTTP client, and the data contract it speaks (bundled into this
// package from the workspace's private @safety-companion/contract, so users install this package alone).

export type { ApiErrorKind, DateFormatOptions, SnapshotState } from '@safety-companion/contract';
export {
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_MESSAGES,
  AccessCode,
  ADMIN_LOGIN_FIELD_MESSAGES,
  ADMIN_LOGIN_LIMITS,
  AdminCredentials,
  ApiError,
  Coordinates,
  DEMO_ACCESS_CODE,
  describeFeedbackError,
  describeLookupError,
  EXPIRED_REASON,
  FEEDBACK_ERROR_MESSAGES,
  FEEDBACK_FIELD_MESSAGES,
  FEEDBACK_LIMITS,
  FeedbackInput,
  FeedbackPayload,
  formatCoordinates,
  formatSnapshotDate,
  getCurrentLocationUrl,
  getDirectionsUrl,
  getSnapshotState,
  getStartLocationUrl,
  getStatusLine,
  isApiError,
  LOOKUP_ERROR_MESSAGES,
  NOT_SET,
  SAMPLE_SNAPSHOT,
  SnapshotTime,
  StatusSnapshot,
  TimerDetails,
  toSnapshotDate,
} from '@safety-companion/contract';
export type { ApiClient, ApiClientOptions, FeedbackReceipt, SearchParams } from './client.js';
export { createApiClient } from './client.js';
export { API_ERROR_MESSAGES } from './errors.js';
