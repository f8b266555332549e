// The admin's part of the contract alone, `@safety-companion/contract/admin`: the schemas of signing in and of the
// inbox, for a client of the admin's calls that must not bundle the rest of the contract.

export {
  AdminSession,
  FeedbackItem,
  FeedbackListQuery,
  FeedbackPage,
  FeedbackUpdate,
} from './schemas/admin.js';
export { AdminCredentials } from './schemas/admin-login.js';
