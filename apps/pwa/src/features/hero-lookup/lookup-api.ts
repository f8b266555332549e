import { type ApiClient, createApiClient } from '@safety-companion/api';
import { createContext, use } from 'react';
import { settings } from '../../build-settings';
import { fetchWithEarlySnapshot } from './early-lookup';
import { solveProofOfWork } from './proof-of-work';

/** What the lookup talks to: the API client, and where the API lives for the live stream the page opens itself. */
export interface LookupApi {
  client: ApiClient;
  /** The API's base address (`VITE_API_BASE_URL`), a path on this origin or an absolute URL. */
  baseUrl: string;
}

/**
 * The hero lookup's API. Its client sends no identity token, unlike the site's `api`: nobody signs in to look up
 * a code, and asking for a token would first download and start the Firebase SDK inside the lookup's 10 s. It
 * takes the answer the page's start script already asked for (`early-lookup.ts`) instead of asking again, and
 * solves the server's proof of work by itself while the server is under a guessing attack.
 */
export const lookupApi: LookupApi = {
  client: createApiClient({
    baseUrl: settings.apiBaseUrl,
    fetch: fetchWithEarlySnapshot,
    solveChallenge: solveProofOfWork,
  }),
  baseUrl: settings.apiBaseUrl,
};

/** The API the lookup calls: `lookupApi`, or a local test server's in tests. */
export const LookupApiContext = createContext<LookupApi>(lookupApi);

/** The API of the nearest `LookupApiContext`. */
export function useLookupApi(): LookupApi {
  return use(LookupApiContext);
}
