import type { ApiClient } from '@safety-companion/api';
import { createContext, use } from 'react';

/** The site's own API client, whose code (ky, the contract's schemas) loads at the first call: out of first loads. */
const loadSiteApi = () => import('./api').then(({ api }) => api);

/** Loads the API client the forms call: the site's own by default, a client of a local test server in tests. */
export const ApiContext = createContext<() => Promise<ApiClient>>(loadSiteApi);

/** The loader of the nearest `ApiContext`'s client. */
export function useLoadApi(): () => Promise<ApiClient> {
  return use(ApiContext);
}
