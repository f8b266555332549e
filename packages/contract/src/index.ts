// The one entry of @safety-companion/contract: what the website, the API client, the UI library and the server
// agree on. No HTTP client and no React here.

export * from './admin.js';
export {
  ADMIN_PASSWORD_MIN_LENGTH,
  FEEDBACK_PAGE_LIMITS,
  FEEDBACK_RETENTION_DAYS,
  FEEDBACK_STATUSES,
} from './admin-constants.js';
export type { AlertTexts } from './alert-texts.js';
export { expiryLine } from './alert-texts.js';
export { ALERT_TEXTS } from './alerts-in-every-language.js';
export { arrivalEstimate, ROAD_FACTOR, straightKm } from './arrival.js';
export { hourOf } from './clock-hour.js';
export type { BriefPart, DispatcherBrief, DispatcherBriefOptions } from './dispatcher.js';
export { cityOfTimeZone, dispatcherBrief, dispatcherText, emergencySteps } from './dispatcher.js';
export type { DispatcherWords, StepWords } from './dispatcher-words.js';
export { DISPATCHER_WORDS, nearStreetsText, STEP_WORDS } from './dispatcher-words.js';
export { formatMinutes, formatUnits, type TimeUnit } from './durations.js';
export { formatElapsed, lastPositionAt } from './elapsed.js';
export type { EmergencyNumber, EmergencyTexts, HeroEmergencyNumber } from './emergency-numbers.js';
export {
  EMERGENCY_NUMBERS,
  EMERGENCY_NUMBERS_SOURCE,
  emergencyNumberFor,
  heroEmergencyNumber,
  regionOfLanguages,
} from './emergency-numbers.js';
export type { ApiErrorKind, RuleIssue, WaitWords } from './errors.js';
export {
  API_ERROR_MESSAGES,
  ApiError,
  describeWait,
  fieldRuleOf,
  isApiError,
  PROOF_OF_WORK_HEADER,
  WAIT_WORDS,
} from './errors.js';
export type { FeedbackErrorKind, FeedbackErrorMessages } from './feedback.js';
export { describeFeedbackError, FEEDBACK_ERROR_MESSAGES, feedbackErrorKind } from './feedback.js';
export type { LanguageFacts, Locale } from './locales.js';
export {
  DEFAULT_LOCALE,
  LANGUAGES,
  LOCALES,
  languageName,
  localeOfLanguageTag,
  localeOfPath,
  localePrefix,
  textDirection,
} from './locales.js';
export type { LookupErrorMessages } from './lookup.js';
export {
  describeLookupError,
  isStatusEnded,
  LOOKUP_ERROR_MESSAGES,
  type LookupErrorKind,
  lookupErrorKind,
} from './lookup.js';
export type { LookupPath } from './lookup-address.js';
export { LOOKUP_PATHS, lookupAddress, lookupPath, MAP_SETUP_PATH } from './lookup-address.js';
export {
  isSilentAt,
  lastReportAt,
  REPORT_INTERVAL_MS,
  SILENT_AFTER_MS,
  silentFrom,
} from './phone-reports.js';
export { isPositionStale } from './position-age.js';
export type { PositionRequestState } from './position-requests.js';
export { positionRequestState } from './position-requests.js';
export { retryAfterMs } from './retry-after.js';
export {
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_MESSAGES,
  AccessCode,
  type AccessCodeFault,
  accessCodeFault,
  accessCodeProblem,
  accessCodeReadings,
  CROCKFORD_ALPHABET,
  DEMO_ACCESS_CODE,
  tidyAccessCode,
} from './schemas/access-code.js';
export {
  ACKNOWLEDGEMENT_FIELD_MESSAGES,
  ACKNOWLEDGEMENT_KINDS,
  ACKNOWLEDGEMENT_LIMITS,
  Acknowledgement,
  AcknowledgementInput,
  AcknowledgementKind,
  AcknowledgementList,
  ANSWER_REFUSAL_MESSAGES,
  HeroId,
  HeroName,
  knownAnswers,
  PLACES_PER_HOLDER,
} from './schemas/acknowledgement.js';
export { ADMIN_LOGIN_FIELD_MESSAGES, ADMIN_LOGIN_LIMITS } from './schemas/admin-login.js';
export type { AlertKind } from './schemas/alerts.js';
export {
  ALERT_FIELD_MESSAGES,
  ALERT_KINDS,
  AlertKey,
  AlertNotification,
  AlertSubscribed,
  AlertSubscriptionInput,
  MAX_ALERTS_PER_STATUS,
  PushSubscriptionJson,
} from './schemas/alerts.js';
export {
  ARRIVAL_FIELD_MESSAGES,
  ARRIVAL_LIMITS,
  ARRIVAL_MODES,
  ARRIVAL_SPEEDS_KMH,
  ArrivalEstimate,
  type ArrivalMode,
} from './schemas/arrival-estimate.js';
export {
  FEEDBACK_FIELD_MESSAGES,
  FEEDBACK_LIMITS,
  FeedbackInput,
  FeedbackPayload,
} from './schemas/feedback.js';
export type { FreeTextKind } from './schemas/free-text.js';
export { FREE_TEXT_MESSAGE, freeText, isFreeText } from './schemas/free-text.js';
export { MapSetup } from './schemas/map.js';
export type { NameProblem } from './schemas/person-name.js';
export { NAME_MESSAGES, nameCheck, nameProblem, visibleLength } from './schemas/person-name.js';
export {
  POSITION_REQUEST_LIMITS,
  POSITION_REQUEST_REFUSALS,
  PositionRequest,
  PositionRequestInput,
} from './schemas/position-request.js';
export {
  CONTACT_PHONE_PATTERN,
  Coordinates,
  MAX_LOCATION_ACCURACY_METERS,
  SnapshotBattery,
  SnapshotLocation,
  SnapshotTime,
  StatusSnapshot,
  TimerDetails,
  TrailPoint,
} from './schemas/snapshot.js';
export {
  ContactPhone,
  DisplayName,
  ErrorBody,
  MAX_FIX_AGE_HOURS,
  MAX_LIVE_STATUSES,
  STATUS_FIELD_MESSAGES,
  STATUS_IDLE_DAYS,
  STATUS_LIMITS,
  STATUS_RETENTION_HOURS,
  STATUS_SWEEP_MINUTES,
  StatusBattery,
  StatusCreated,
  StatusCreateInput,
  StatusLocation,
  StatusOverview,
  StatusTimerDetails,
  StatusUpdated,
  StatusUpdateInput,
} from './schemas/status.js';
export { STATUS_STREAM, StatusStreamEnded, StatusStreamReconnect } from './schemas/status-stream.js';
export { PageId, VIEWER_LIMITS } from './schemas/viewers.js';
export type { AnswerContext, AnswerWords, DateFormatOptions, SnapshotState } from './snapshot.js';
export {
  ANSWER_WORDS,
  describeAcknowledgement,
  describeOwnAcknowledgement,
  EXPIRED_REASON,
  formatCoordinates,
  formatMinutesRange,
  formatSnapshotDate,
  getCurrentLocationUrl,
  getDirectionsToCurrentUrl,
  getDirectionsUrl,
  getSnapshotState,
  getStartLocationUrl,
  isSameAcknowledgement,
  NOT_SET,
  SAMPLE_SNAPSHOT,
  sampleSnapshotAt,
  toSnapshotDate,
  UNNAMED_HERO,
} from './snapshot.js';
export { getStatusLine, STATUS_LINE_WORDS } from './status-line.js';
export type { StatusLineMessages, StatusLinesWords, StatusLineWords } from './status-line-words.js';
export { statusLineWords } from './status-line-words.js';
