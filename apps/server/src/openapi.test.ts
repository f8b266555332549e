import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
      'getApiReference',
      'getFeedback',
      'getHealth',
      'getMapSetup',
      'getMapTiles',
      'getOpenApiDocument',
      'getSnapshot',
      'getStatus',
      'listFeedback',
      'requestPosition',
      'setFeedbackHandled',
      'streamSnapshot',
      'subscribeToAlerts',
      'unsubscribeFromAlerts',
      'updateStatus',
    ]);
  });

  it("describes the bodies with the contract's schemas: strict, with their limits", async () => {
    const { paths } = await document();
    const { components } = (await document()) as unknown as {
      components: { schemas: Record<string, unknown> };
    };
    const named = (schema: unknown) =>
      components.schemas[
        String((schema as { $ref: string }).$ref)
          .split('/')
          .at(-1) ?? ''
      ];
    const create = named(paths['/api/statuses']?.post?.requestBody?.content['application/json']?.schema);
    expect(create).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['timezone', 'location'],
      properties: {
        location: { properties: { latitude: { minimum: -90, maximum: 90 } } },
        emergency: { type: 'boolean', default: false },
      },
    });
    const feedback = named(paths['/api/addFeedback']?.post?.requestBody?.content['application/json']?.schema);
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
        'post /api/position-requests',
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
    expect(events).toEqual({
      status: { $ref: '#/components/schemas/StatusSnapshot' },
      ended: {
        type: 'object',
        properties: { message: { type: 'string' } },
        required: ['message'],
        additionalProperties: false,
      },
      reconnect: { type: 'object', properties: {}, additionalProperties: false },
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

describe('the document, as its readers meet it', () => {
  type Operation = {
    operationId: string;
    tags?: string[];
    description?: string;
    responses: Record<
      string,
      { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> }
    >;
    requestBody?: { content: Record<string, { schema?: { $ref?: string }; example?: unknown }> };
  };
  async function operations() {
    const { paths } = (await document()) as unknown as { paths: Record<string, Record<string, Operation>> };
    return Object.values(paths).flatMap((item) => Object.values(item));
  }

  it("names the contract's schemas once, as components the operations reference", async () => {
    const whole = (await document()) as unknown as { components: { schemas: Record<string, unknown> } };
    const text = JSON.stringify((whole as unknown as { paths: unknown }).paths);
    for (const name of ['StatusSnapshot', 'Feedback', 'Error', 'FeedbackPage', 'StatusCreateInput'])
      expect(text).toContain(`"#/components/schemas/${name}"`);
    // Written out once: the snapshot's fields are a schema in its component only (the examples name them too).
    expect(text).not.toContain('"photo_url":{');
    expect(whole.components.schemas.StatusCreated).toMatchObject({
      properties: { snapshot: { $ref: '#/components/schemas/StatusSnapshot' } },
    });
  });

  it('gives the dates as the server writes them: ISO strings', async () => {
    const { components } = (await document()) as unknown as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const dateTime = { type: 'string', format: 'date-time' };
    const orNull = { anyOf: [dateTime, { type: 'null' }] };
    const propertiesOf = (name: string) => components.schemas[name]?.properties ?? {};
    expect(propertiesOf('StatusSnapshot')).toMatchObject({
      startTime: dateTime,
      timestamp: dateTime,
      endTime: orNull,
    });
    expect(propertiesOf('StatusSnapshot').trail).toMatchObject({
      items: { $ref: '#/components/schemas/TrailPoint' },
    });
    expect(propertiesOf('TrailPoint').at).toEqual(dateTime);
    expect(propertiesOf('Acknowledgement').at).toEqual(dateTime);
    expect(propertiesOf('FeedbackItem')).toMatchObject({ createdAt: dateTime, handledAt: orNull });
  });

  it('tags and describes every operation, with an example, and documents the 503 of the database wherever it is asked', async () => {
    const document = (await operations()).map((operation) => ({
      id: operation.operationId,
      tagged: (operation.tags?.length ?? 0) > 0,
      described: Boolean(operation.description),
      example: [...Object.values(operation.responses), operation.requestBody ?? {}].some((answer) =>
        Object.values(answer.content ?? {}).some((media) => media.example !== undefined),
      ),
      databaseDown: '503' in operation.responses,
    }));
    expect(document.filter(({ tagged, described, example }) => !(tagged && described && example))).toEqual(
      [],
    );
    // This document and the map's setup and tiles answer from memory or a file (the alerts' key too, but it has a
    // 503 of its own: alerts off).
    expect(document.filter(({ databaseDown }) => !databaseDown).map(({ id }) => id)).toEqual([
      'getMapSetup',
      'getMapTiles',
      'getOpenApiDocument',
      'getApiReference',
    ]);
  });

  it('names whom to contact', async () => {
    const { info } = (await document()) as unknown as { info: { contact?: { url?: string } } };
    expect(info.contact?.url).toMatch(/^https:\/\//);
  });
});

/** The served document, written to a folder of its own for a linter. */
async function withDocumentFile<T>(lint: (folder: string, file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify((await (await app.request('/api/openapi.json')).json()) as unknown));
    return await lint(folder, file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const bin = (...path: string[]) => join(import.meta.dirname, '..', 'node_modules', ...path);

describe('the served document, through the linters', () => {
  it("has no error and no warning under Redocly's recommended rules, but the five named exceptions", async () => {
    const report = await withDocumentFile(async (folder, file) => {
      // The operations that take no input answer no client error: the project's file of exceptions names them.
      await copyFile(
        join(import.meta.dirname, '..', '.redocly.lint-ignore.yaml'),
        join(folder, '.redocly.lint-ignore.yaml'),
      );
      // Redocly CLI 2.77, the last to run on Node 20, with its built-in `recommended` rules and none turned off.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [bin('@redocly', 'cli', 'bin', 'cli.js'), 'lint', file, '--format=json'],
        {
          cwd: folder,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      return JSON.parse(stdout) as {
        totals: { errors: number; warnings: number; ignored: number };
        problems: { ruleId: string; location: { pointer: string }[] }[];
      };
    });
    expect(report.problems.filter((problem) => !('ignored' in problem && problem.ignored))).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 5 });
  }, 60_000);

  it("has no result at all under Spectral's spectral:oas rules", async () => {
    const results = await withDocumentFile(async (folder, file) => {
      const ruleset = join(folder, '.spectral.yaml');
      await writeFile(ruleset, 'extends: ["spectral:oas"]\n');
      const output = join(folder, 'results.json');
      await promisify(execFile)(
        process.execPath,
        [
          bin('@stoplight', 'spectral-cli', 'dist', 'index.js'),
          'lint',
          file,
          '--ruleset',
          ruleset,
          '-f',
          'json',
          '-o',
          output,
        ],
        { cwd: folder },
      ).catch(() => {});
      return JSON.parse(await readFile(output, 'utf8')) as {
        code: string;
        path: string[];
        message: string;
      }[];
    });
    expect(results.map(({ code, path, message }) => `${code} ${path.join('.')}: ${message}`)).toEqual([]);
  }, 120_000);
});

describe('GET /api/docs', () => {
  it("lists every operation's summary from the same document, under the site's CSP, with nothing from another origin", async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const page = await response.text();
    const { paths } = (await document()) as unknown as {
      paths: Record<string, Record<string, { summary: string; operationId: string }>>;
    };
    const operations = Object.values(paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(20);
    for (const { summary, operationId } of operations) {
      expect(page).toContain(`id="${operationId}"`);
      expect(page).toContain(escapeHtml(summary));
    }
    // No script (the CSP forbids inline ones) and no address of another origin.
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//i);
  });
});

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
