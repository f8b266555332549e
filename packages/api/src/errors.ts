// The second entry of @safety-companion/api, `@safety-companion/api/errors`: the error class and its guard alone,
// for code that only tells a failure apart (a logger, an error boundary). It imports neither zod nor ky.

export type { ApiErrorKind, RuleIssue, WaitWords } from '@safety-companion/contract/errors';
export {
  API_ERROR_MESSAGES,
  ApiError,
  describeWait,
  fieldRuleOf,
  isApiError,
  WAIT_WORDS,
} from '@safety-companion/contract/errors';
