import { createAdminClient } from '@safety-companion/api/admin';
import { settings } from '../../build-settings';

/** The inbox's client of the site's API: the admin's calls alone, so the inbox loads no lookup or status schema. */
export const adminApi = createAdminClient({ baseUrl: settings.apiBaseUrl });
