// `GET /api/docs`: the API's reference for the app's developers, an HTML page rendered on the server from the
// same OpenAPI document as `/api/openapi.json`. Written by hand rather than with a reference viewer (Redoc,
// Scalar, Swagger UI): those run scripts of their own, some load fonts from another origin, and the site's CSP allows
// neither inline scripts nor other origins; this page needs no script at all, and its styles are inline, as the CSP
// allows.
import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppEnv } from '../context.js';
import { apiDocumentOf, operation } from '../openapi.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1b1b1f; }
h1, h2 { line-height: 1.2; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #ccc; }
section { margin: 1.5rem 0; } code { font-size: 0.95em; }
.method { display: inline-block; min-width: 4.5em; font-weight: 700; text-transform: uppercase; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0 0; }
dt { font-weight: 600; } dd { margin: 0; }
@media (prefers-color-scheme: dark) { body { background: #121216; color: #ececf1; } }
`;

type Operation = OpenAPIV3_1.OperationObject;

function operationsOf(document: OpenAPIV3_1.Document) {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const found = item?.[method] as Operation | undefined;
      return found ? [{ path, method, operation: found }] : [];
    }),
  );
}

function renderOperation({ path, method, operation: op }: ReturnType<typeof operationsOf>[number]) {
  const responses = Object.entries((op.responses ?? {}) as Record<string, OpenAPIV3_1.ResponseObject>);
  return html`<section id="${op.operationId ?? ''}">
    <h3><span class="method">${method}</span> <code>${path}</code></h3>
    <p><strong>${op.summary ?? ''}</strong></p>
    <p>${op.description ?? ''}</p>
    <dl>
      ${responses.map(([status, answer]) => html`<dt>${status}</dt><dd>${answer.description}</dd>`)}
    </dl>
  </section>`;
}

async function page(c: Context<AppEnv>, document: OpenAPIV3_1.Document) {
  const operations = operationsOf(document);
  const tags = (document.tags ?? []).map((tag) => ({
    tag,
    operations: operations.filter(({ operation: op }) => op.tags?.includes(tag.name)),
  }));
  return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${document.info.title}: reference</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <h1>${document.info.title}</h1>
      <p>${document.info.description ?? ''}</p>
      <p>The machine-readable document: <a href="openapi.json">openapi.json</a> (OpenAPI ${document.openapi}).</p>
      ${tags.map(
        ({ tag, operations: tagged }) => html`<h2>${tag.name}</h2>
          <p>${tag.description ?? ''}</p>
          ${tagged.map(renderOperation)}`,
      )}
    </main>
  </body>
</html>`);
}

/**
 * The reference page of the API of `app`.
 *
 * @example
 * api.route('/', apiReferenceRoutes(app));
 */
export function apiReferenceRoutes(app: Hono<AppEnv>) {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/docs',
    operation({
      operationId: 'getApiReference',
      summary: "The API's reference for developers: this document as an HTML page.",
      responses: { 200: { description: 'HTML, every operation by tag, with its answers.' } },
    }),
    async (c) => page(c, await apiDocumentOf(app, c)),
  );
  return routes;
}
