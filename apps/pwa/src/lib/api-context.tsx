import type { ApiClient } from '@safety-companion/api';
import { createContext, use } from 'react';
import { api } from './api';

/** The API client the pages call; the site's own by default, a client of a local test server in tests. */
export const ApiContext = createContext<ApiClient>(api);

/** The API client of the nearest `ApiContext`. */
export function useApi(): ApiClient {
  return use(ApiContext);
}
