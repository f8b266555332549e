import { ErrorBody } from '@safety-companion/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  type ContentWithResolver,
  type DescribeRouteOptions,
  describeRoute,
  type GenerateSpecOptions,
  generateSpecs,
  resolver,
  uniqueSymbol,
} from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import * as z from 'zod';
import type * as core from 'zod/v4/core';
import { ADMIN_SESSION } from './admin/sessions.js';
import type { AppEnv } from './context.js';
import { ERROR_MESSAGES, httpError } from './errors.js';
import { completeDocument } from './openapi-document.js';
import { limitBody, parseWith, readJson } from './request.js';

// Each route is declared once, where it is written: `operation()` names it and lists its answers, `jsonBody()` and
// `queryOf()` validate its input. hono-openapi (it takes any Standard Schema, so the contract's `zod/mini` schemas
// too) reads these declarations off the routes to build the document. Its own `validator` is not used: it parses
// bodies with Hono's lenient `c.req.json()`, and the API keeps its strict reader (`readJson`) and its 400 texts.

const SECURITY = { user: 'firebaseIdToken', admin: 'adminSession' } as const;

/** Every 429 of a client's allowance says when a slot frees; the guess budget's challenge has no wait. */
const RETRY_AFTER = {
  description:
    'Seconds until the client may try again (not sent with a proof-of-work challenge, nor for a limit that time ' +
    'does not free: a status that already alerts the most browsers, or has the most answers, it may).',
  schema: { type: 'integer', minimum: 1 },
} satisfies OpenAPIV3_1.HeaderObject;

/**
 * One answer of an operation: its description and, for a JSON body, the schema of that body; for a stream of
 * Server-Sent Events, the schema of each event's data, by event name.
 */
export interface Answer {
  description: string;
  schema?: core.$ZodType;
  events?: Record<string, core.$ZodType>;
  /** A 503 that says when to try again (`Retry-After`); every 429 does. */
  retries?: boolean;
}

/** An error answer: `{ message }`, described. */
export const errorAnswer = (description: string): Answer => ({ description, schema: ErrorBody });

/** The answers of a route that reads a JSON body (`jsonBody()`), besides its own. */
export const BODY_ANSWERS = {
  400: errorAnswer('A field is wrong, named in the message.'),
  413: errorAnswer('Over 16 kB.'),
  415: errorAnswer('Not JSON.'),
} as const satisfies Record<number, Answer>;

/** How an operation is documented; its body and query come from `jsonBody()` and `queryOf()`. */
export interface OperationSpec {
  /** The name a generated client gives the call, like `getSnapshot`. */
  operationId: string;
  summary: string;
  /** Who must be signed in: the mobile app's user (a Firebase ID token) or an admin (the session cookie). */
  signedIn?: 'user' | 'admin';
  /** The `{id}` of the path, described (ids are UUIDs; one that cannot exist answers 404 like an unknown one). */
  id?: string;
  /** Optional text headers of the request: their descriptions, by name. */
  headers?: Record<string, string>;
  responses: Record<number, Answer>;
}

function jsonSchema(schema: core.$ZodType, io: 'input' | 'output' = 'input'): OpenAPIV3_1.SchemaObject {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest as OpenAPIV3_1.SchemaObject;
}

/** The body of an answer: JSON of its schema, or events whose data's schemas OpenAPI 3.1 can only name. */
function contentOf({ schema, events }: Answer): ContentWithResolver | undefined {
  if (events) {
    // An extension (`x-events`), which the media type's type does not list.
    const stream = {
      schema: {
        type: 'string' as const,
        description: 'Server-Sent Events; `x-events` gives the data of each.',
      },
      'x-events': Object.fromEntries(
        Object.entries(events).map(([name, data]) => [name, jsonSchema(data, 'output')]),
      ),
    };
    return { 'text/event-stream': stream };
  }
  if (schema) {
    return { 'application/json': { schema: resolver(schema, { options: { io: 'output' } }) } };
  }
  return undefined;
}

/**
 * Declares what a route is, for the API document: its name, summary, who may call it and its answers.
 *
 * @example
 * app.get('/health', operation({ operationId: 'getHealth', summary: '…', responses: { 200: { description: 'Up.' } } }), handler);
 */
export function operation(spec: OperationSpec): MiddlewareHandler {
  const parameters: DescribeRouteOptions['parameters'] = [
    ...(spec.id
      ? [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: spec.id,
            schema: { type: 'string', format: 'uuid' },
          } as const,
        ]
      : []),
    ...Object.entries(spec.headers ?? {}).map(([name, description]) => ({
      name,
      in: 'header',
      required: false,
      description,
      schema: { type: 'string' as const },
    })),
  ];
  return describeRoute({
    operationId: spec.operationId,
    summary: spec.summary,
    security: spec.signedIn ? [{ [SECURITY[spec.signedIn]]: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: Object.fromEntries(
      Object.entries(spec.responses).map(([status, answer]) => {
        const content = contentOf(answer);
        const waits = status === '429' || (status === '503' && answer.retries);
        return [
          status,
          {
            description: answer.description,
            ...(waits ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
            ...(content ? { content } : {}),
          },
        ];
      }),
    ),
  });
}

/** The marks hono-openapi reads off a validating middleware: where the value is and its schema. */
function documented<M extends MiddlewareHandler>(
  middleware: M,
  target: 'json' | 'query',
  schema: core.$ZodType,
) {
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

type Validated<Target extends string, S extends core.$ZodType> = {
  in: { [K in Target]: core.input<S> };
  out: { [K in Target]: core.output<S> };
};

/**
 * The request body, read strictly (at most 16 kB, JSON, UTF-8) and checked against `schema`: 400 naming the first
 * wrong field. The handler reads it with `c.req.valid('json')`.
 *
 * @example
 * app.post('/addFeedback', operation({ … }), jsonBody(FeedbackPayload), (c) => store(c.req.valid('json')));
 */
export function jsonBody<S extends core.$ZodType>(
  schema: S,
): MiddlewareHandler<AppEnv, string, Validated<'json', S>> {
  const check: MiddlewareHandler<AppEnv> = (c, next) =>
    limitBody(c, async () => {
      c.req.addValidatedData('json', parseWith(schema, await readJson(c)) as object);
      await next();
    });
  return documented(check, 'json', schema);
}

/**
 * The query, each parameter at most once (else 400), checked against `schema` (an object of the parameters): 400
 * naming the first wrong one. The handler reads it with `c.req.valid('query')`.
 *
 * @example
 * app.get('/getSnapshot', operation({ … }), queryOf(LookupQuery), (c) => c.req.valid('query').accessCode);
 */
export function queryOf<S extends core.$ZodType>(
  schema: S,
): MiddlewareHandler<AppEnv, string, Validated<'query', S>> {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    const values: Record<string, string> = {};
    for (const [name, given] of Object.entries(c.req.queries())) {
      if (given.length > 1) throw httpError(400, ERROR_MESSAGES.repeatedParameter(name));
      values[name] = given[0] as string;
    }
    c.req.addValidatedData('query', parseWith(schema, values) as object);
    await next();
  };
  return documented(check, 'query', schema);
}

const OpenApiDocument = z.object({ openapi: z.string() }).loose();

/** Whom the document's readers ask: the project's issue tracker. */
const CONTACT = {
  name: 'Safety Companion maintainers',
  url: 'https://github.com/safety-companion/safety-companion/issues',
};

const DOCUMENT_OPTIONS: Partial<GenerateSpecOptions> = {
  // `/api/openapi.json` is a route, not a file of the site.
  excludeStaticFile: false,
  // A route that validates its input answers 400 with the API's `{ message }` when the input is wrong.
  defaultValidationErrorResponse: {
    description: 'A parameter or field is wrong, named in the message.',
    content: { 'application/json': { schema: jsonSchema(ErrorBody) } },
  },
  documentation: {
    info: {
      title: 'Safety Companion API',
      version: '1',
      description:
        'Every answer is JSON with Cache-Control: no-store; every error is { "message": "…" }. A known ' +
        'path asked with another method answers 405 with Allow.',
      // The code's license, as the published packages' (LICENSE at the repository root).
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The origin that serves this document.' }],
    components: {
      securitySchemes: {
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
        adminSession: { type: 'apiKey', in: 'cookie', name: ADMIN_SESSION.cookie },
      },
    },
  },
};

/** The API document of `app`, made once, when it is first asked for (every route is declared by then). */
const documents = new WeakMap<Hono<AppEnv>, Promise<OpenAPIV3_1.Document>>();
export function apiDocumentOf(app: Hono<AppEnv>, c: Context<AppEnv>): Promise<OpenAPIV3_1.Document> {
  let document = documents.get(app);
  if (!document) {
    document = generateSpecs(app, DOCUMENT_OPTIONS, c).then((generated) =>
      completeDocument(generated, { contact: CONTACT }),
    );
    documents.set(app, document);
  }
  return document;
}

/**
 * `GET /openapi.json`: the OpenAPI 3.1 document of every route of `app`, read from the declarations above, with the
 * API's security schemes.
 *
 * @example
 * api.get('/openapi.json', ...openApiDocumentRoute(app));
 */
export function openApiDocumentRoute(app: Hono<AppEnv>) {
  return [
    operation({
      operationId: 'getOpenApiDocument',
      summary: 'This document.',
      responses: { 200: { description: 'OpenAPI 3.1.', schema: OpenApiDocument } },
    }),
    async (c: Context<AppEnv>) => c.json(await apiDocumentOf(app, c)),
  ] as const;
}
