// The entry of the admin's calls alone, `@safety-companion/api/admin`: `createAdminClient` without the rest of the
// client, so a page that signs in or reads the inbox bundles none of the lookup's, statuses' or alerts' schemas.

export type { AdminClient } from './admin-client.js';
export { createAdminClient } from './admin-client.js';
export type { ApiClientOptions } from './transport.js';
