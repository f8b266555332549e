import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testConfig, unusedStore } from '../test/support.js';
import { createApp } from './app.js';

const app = createApp({ store: unusedStore(), config: testConfig() });

async function document() {
  const response = await app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return (await response.json()) as {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
  };
}

/** Every method and path the API answers (its handlers, not its middleware, fallbacks or 405 answers). */
function apiRoutes() {
  const handlers = app.routes.filter(
    (route) => route.path.startsWith('/api/') && route.method !== 'ALL' && !route.path.includes('*'),
  );
  return [
    ...new Set(
      handlers.map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    ),
  ];
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', async () => {
    expect((await document()).openapi).toBe('3.1.0');
  });

  it("gives the code's license, as the published packages do", async () => {
    const { info } = (await document()) as unknown as { info: { license: unknown } };
    expect(info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
  });

  it('has every route the server answers, and no other', async () => {
    const { paths } = await document();
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    const routes = apiRoutes();
    expect(routes).toContain('post /api/statuses');
    expect(routes).toContain('delete /api/statuses/{id}');
    expect(routes).toContain('patch /api/admin/feedback/{id}');
    expect(documented.sort()).toEqual(routes.sort());
  });

  it('names each operation for a generated client', async () => {
    const { paths } = await document();
    const names = Object.values(paths).flatMap((operations) =>
      Object.values(operations as Record<string, { operationId?: string }>).map(
        ({ operationId }) => operationId,
      ),
    );
    expect(names.sort()).toEqual([
      'acknowledgeStatus',
      'addFeedback',
      'adminLogin',
      'adminLogout',
      'createStatus',
      'deleteFeedback',
      'endStatus',
      'getAdminSession',
      'getAlertKey',
      'getFeedback',
      'getHealth',
      'getOpenApiDocument',
      'getSnapshot',
      'getStatus',
      'listFeedback',
      'setFeedbackHandled',
      'streamSnapshot',
      'subscribeToAlerts',
      'unsubscribeFromAlerts',
      'updateStatus',
    ]);
  });

  it("describes the bodies with the contract's schemas: strict, with their limits", async () => {
    const { paths } = await document();
    const create = paths['/api/statuses']?.post?.requestBody?.content['application/json']?.schema;
    expect(create).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['timezone', 'location'],
      properties: {
        location: { properties: { latitude: { minimum: -90, maximum: 90 } } },
        emergency: { type: 'boolean', default: false },
      },
    });
    const feedback = paths['/api/addFeedback']?.post?.requestBody?.content['application/json']?.schema;
    expect(feedback).toMatchObject({ properties: { body: { maxLength: 3000 } } });
  });

  it('marks the admin routes as needing the session cookie, the sign-in as public, and only the list query as optional', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<
        string,
        Record<string, { security?: unknown; parameters?: { name: string; required?: boolean }[] }>
      >;
    };
    expect(document.components.securitySchemes.adminSession).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'admin_session',
    });
    expect(document.paths['/api/admin/feedback']?.get?.security).toEqual([{ adminSession: [] }]);
    expect(document.paths['/api/admin/login']?.post?.security).toEqual([]);
    // `required` is false unless it says otherwise.
    const listParameters = document.paths['/api/admin/feedback']?.get?.parameters ?? [];
    expect(listParameters.map(({ name, required }) => [name, required ?? false])).toEqual([
      ['status', false],
      ['cursor', false],
      ['limit', false],
    ]);
    expect(document.paths['/api/getSnapshot']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'accessCode', in: 'query', required: true }),
    );
  });

  it('names the wait of every 429 (Retry-After)', async () => {
    const { paths } = await document();
    const tooMany = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations as unknown as Record<string, { responses: Record<string, unknown> }>)
        .filter(([, operation]) => '429' in operation.responses)
        .map(([method, operation]) => ({ route: `${method} ${path}`, answer: operation.responses['429'] })),
    );
    expect(tooMany.map(({ route }) => route).sort()).toEqual(
      [
        'get /api/getSnapshot',
        'post /api/addFeedback',
        'post /api/admin/login',
        'get /api/snapshotStream',
        'post /api/acknowledgements',
        'post /api/alerts',
      ].sort(),
    );
    for (const { answer } of tooMany) {
      expect(answer).toMatchObject({
        headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
      });
    }
  });

  it('describes the live stream: Server-Sent Events, the data of each event, and the 503 of a full instance', async () => {
    const { paths } = await document();
    const stream = paths['/api/snapshotStream']?.get as unknown as {
      responses: Record<string, { content?: Record<string, Record<string, unknown>>; headers?: unknown }>;
    };
    const events = stream.responses['200']?.content?.['text/event-stream']?.['x-events'];
    expect(events).toMatchObject({
      status: { properties: { accessCode: {}, emergency: { type: 'boolean' } } },
      ended: { required: ['message'] },
    });
    expect(stream.responses['503']).toMatchObject({ headers: { 'Retry-After': {} } });
  });

  it('names the proof-of-work header of a lookup and the challenge of its 429', async () => {
    const { paths } = await document();
    const lookup = paths['/api/getSnapshot']?.get as unknown as {
      parameters: { name: string; in: string; required: boolean }[];
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    expect(lookup.parameters).toContainEqual(
      expect.objectContaining({ name: 'X-Altcha', in: 'header', required: false }),
    );
    expect(lookup.responses['429']?.content['application/json']?.schema).toMatchObject({
      required: ['message'],
      properties: { message: { type: 'string' }, challenge: { type: 'object' } },
    });
  });
});

describe("the served document, through Redocly's recommended rules", () => {
  it('has no errors, names every operation, and warns only of the three routes that cannot fail for a client', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(
        file,
        JSON.stringify((await (await app.request('/api/openapi.json')).json()) as unknown),
      );
      // Redocly CLI 2.77, the last to run on Node 20, with its built-in `recommended` rules and none turned off.
      const cli = join(import.meta.dirname, '..', 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; location: { pointer: string }[] }[];
      };
      expect(report.problems.filter(({ ruleId }) => ruleId === 'operation-operationId')).toEqual([]);
      expect(report.totals.errors).toBe(0);
      // The health check, the alerts' key and this document answer no client error: they take no input.
      expect(report.problems.map(({ ruleId, location }) => `${ruleId} ${location[0]?.pointer}`)).toEqual([
        'operation-4xx-response #/paths/~1api~1health/get/responses',
        'operation-4xx-response #/paths/~1api~1alerts~1key/get/responses',
        'operation-4xx-response #/paths/~1api~1openapi.json/get/responses',
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
