import type { ApiClient } from '@safety-companion/api';
import { ApiError } from '@safety-companion/contract';
import { createContext, use } from 'react';
import { settings } from '../../build-settings';

/** What the lookup talks to: the API client, and where the API lives for the live stream the page opens itself. */
export interface LookupApi {
  /** The API client, loaded the first time it is needed: its code (ky, zod) is no part of the page's first load. */
  loadClient(): Promise<ApiClient>;
  /** The API's base address (`VITE_API_BASE_URL`), a path on this origin or an absolute URL. */
  baseUrl: string;
}

let client: Promise<ApiClient> | undefined;

/**
 * The hero lookup's API client, loaded once. It sends no identity token, unlike the site's `api`: nobody signs in
 * to look up a code, and asking for a token would first download and start the Firebase SDK inside the lookup's
 * 10 s. It takes the answer the page's inline script already asked for (`early-lookup.ts`) instead of asking again,
 * and solves the server's proof of work by itself while the server is under a guessing attack. Its code failing to
 * load is a failure of the network (tried again, as a lookup without signal is).
 */
function loadLookupClient(): Promise<ApiClient> {
  client ??= import('./lookup-client').then(
    ({ createLookupClient }) => createLookupClient(),
    (error: unknown) => {
      client = undefined;
      throw new ApiError('The page could not load what it needs to look a code up.', {
        kind: 'network',
        cause: error,
      });
    },
  );
  return client;
}

export const lookupApi: LookupApi = { loadClient: loadLookupClient, baseUrl: settings.apiBaseUrl };

/** The API the lookup calls: `lookupApi`, or a local test server's in tests. */
export const LookupApiContext = createContext<LookupApi>(lookupApi);

/** The API of the nearest `LookupApiContext`. */
export function useLookupApi(): LookupApi {
  return use(LookupApiContext);
}
