// The second entry of @safety-companion/api: the addresses of the calls that take an access code, without the
// HTTP client, ky or zod, for code that must stay small (a page's start script, which asks for a status before the
// app has loaded). The client builds its own addresses with the same functions.

export type { LookupPath } from '@safety-companion/contract/lookup-address';
export {
  LOOKUP_PATHS,
  lookupAddress,
  lookupPath,
  MAP_SETUP_PATH,
} from '@safety-companion/contract/lookup-address';
