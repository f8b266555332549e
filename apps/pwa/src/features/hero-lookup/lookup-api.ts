import { type ApiClient, createApiClient } from '@safety-companion/api';
import { createContext, use } from 'react';
import { settings } from '../../build-settings';
import { fetchWithEarlySnapshot } from './early-lookup';
import { solveProofOfWork } from './proof-of-work';

/**
 * The hero lookup's API client. It sends no identity token, unlike the site's `api`: nobody signs in to look up
 * a code, and asking for a token would first download and start the Firebase SDK inside the lookup's 10 s. It
 * takes the answer the page's start script already asked for (`early-lookup.ts`) instead of asking again, and
 * solves the server's proof of work by itself while the server is under a guessing attack.
 */
export const lookupApi = createApiClient({
  baseUrl: settings.apiBaseUrl,
  fetch: fetchWithEarlySnapshot,
  solveChallenge: solveProofOfWork,
});

/** The client the lookup calls: `lookupApi`, or a client of a local test server in tests. */
export const LookupApiContext = createContext<ApiClient>(lookupApi);

/** The API client of the nearest `LookupApiContext`. */
export function useLookupApi(): ApiClient {
  return use(LookupApiContext);
}
