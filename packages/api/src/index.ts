export {
  ADMIN_CREDENTIALS_LIMITS,
  ADMIN_CREDENTIALS_MESSAGES,
  ADMIN_PASSWORD_MIN_LENGTH,
  FEEDBACK_PAGE_LIMITS,
  FEEDBACK_RETENTION_DAYS,
  FEEDBACK_STATUSES,
} from './admin-constants.js';
export type {
  ApiClient,
  ApiClientOptions,
  FeedbackReceipt,
  SearchParams,
} from './client.js';
export { createApiClient } from './client.js';
export type { ApiErrorKind } from './errors.js';
export { API_ERROR_MESSAGES, ApiError, isApiError } from './errors.js';
export { describeFeedbackError, FEEDBACK_ERROR_MESSAGES } from './feedback.js';
export { describeLookupError, LOOKUP_ERROR_MESSAGES } from './lookup.js';
export {
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_MESSAGES,
  AccessCode,
  DEMO_ACCESS_CODE,
} from './schemas/access-code.js';
export {
  AdminCredentials,
  AdminSession,
  FeedbackItem,
  FeedbackListQuery,
  FeedbackPage,
  FeedbackUpdate,
} from './schemas/admin.js';
export {
  FEEDBACK_FIELD_MESSAGES,
  FEEDBACK_LIMITS,
  FeedbackInput,
  FeedbackPayload,
} from './schemas/feedback.js';
export { Coordinates, SnapshotTime, StatusSnapshot, TimerDetails } from './schemas/snapshot.js';
export type { DateFormatOptions, SnapshotState } from './snapshot.js';
export {
  EXPIRED_REASON,
  formatSnapshotDate,
  getDirectionsUrl,
  getSnapshotState,
  getStartLocationUrl,
  getStatusLine,
  NOT_SET,
  SAMPLE_SNAPSHOT,
  toSnapshotDate,
} from './snapshot.js';
