import { createApiClient } from '@safety-companion/api';
import { settings } from '../build-settings';
import { getFirebaseIdToken } from './firebase-token';

const { firebase } = settings;

/** The website's one API client: same origin `/api` unless `VITE_API_BASE_URL` says otherwise. */
export const api = createApiClient({
  baseUrl: settings.apiBaseUrl,
  getIdToken: firebase ? () => getFirebaseIdToken(firebase) : undefined,
});
