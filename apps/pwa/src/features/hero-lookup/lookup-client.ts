import { type ApiClient, createApiClient } from '@safety-companion/api';
import { settings } from '../../build-settings';
import { fetchWithEarlySnapshot } from '../../early/early-lookup';
import { solveProofOfWork } from './proof-of-work';

/** The lookup's API client (see `loadLookupClient` in lookup-api.ts): loaded with its code, after the first paint. */
export function createLookupClient(): ApiClient {
  return createApiClient({
    baseUrl: settings.apiBaseUrl,
    fetch: fetchWithEarlySnapshot,
    solveChallenge: solveProofOfWork,
  });
}
