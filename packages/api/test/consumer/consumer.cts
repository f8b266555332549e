// A CommonJS TypeScript consumer: `require` of the ES-module package, as TypeScript allows it for Node 20 on.
import api = require('@safety-companion/api');
import errors = require('@safety-companion/api/errors');

export function describe(error: unknown): string | undefined {
  if (errors.isApiError(error) && error instanceof api.ApiError) return error.message;
  return undefined;
}

export const client: api.ApiClient = api.createApiClient({ baseUrl: 'https://example.org/api' });
