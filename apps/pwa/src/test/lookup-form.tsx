import { type ApiClient, createApiClient } from '@safety-companion/api';
import { render } from '@testing-library/react';
import { LookupApiContext } from '../features/hero-lookup/lookup-api';
import { LookupForm } from '../features/hero-lookup/lookup-form';

/** The lookup page's form, talking to the API at `baseUrl` (a local test server's) through `client`. */
export function renderLookupForm(baseUrl: string, client: ApiClient = createApiClient({ baseUrl })) {
  return render(
    <LookupApiContext value={{ loadClient: async () => client, baseUrl }}>
      <LookupForm />
    </LookupApiContext>,
  );
}
