import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { openApiDocument } from '../openapi.js';

/** `GET /api/openapi.json`: the OpenAPI 3.1 document of the API, generated once from the zod schemas. */
export function openApiRoutes() {
  const document = openApiDocument();
  const app = new Hono<AppEnv>();
  app.get('/openapi.json', (c) => c.json(document));
  return app;
}
