import type { ApiClient } from '@safety-companion/api';
import { ApiError } from '@safety-companion/contract';
import { createContext, use } from 'react';

/**
 * The site's own API client, whose code (ky, the contract's schemas) loads at the first call: out of first loads. A
 * load that failed is the network's failure, as a request's would be.
 */
const loadSiteApi = () =>
  import('./api')
    .then(({ api }) => api)
    .catch((error: unknown) => {
      throw new ApiError('The API client could not be loaded.', { kind: 'network', cause: error });
    });

/** Loads the API client the forms call: the site's own by default, a client of a local test server in tests. */
export const ApiContext = createContext<() => Promise<ApiClient>>(loadSiteApi);

/** The loader of the nearest `ApiContext`'s client. */
export function useLoadApi(): () => Promise<ApiClient> {
  return use(ApiContext);
}
