// What the API document adds to what hono-openapi reads off the routes, in one place rather than in every route:
// the contract's schemas as named components that the operations reference, the dates as the server writes them,
// tags and descriptions, the 503 of an unreachable database on every operation that asks it, and an example per
// operation. The routes stay the one declaration of their answers; this only names and completes.
import {
  Acknowledgement,
  AcknowledgementInput,
  AdminCredentials,
  AdminSession,
  AlertKey,
  AlertSubscriptionInput,
  ErrorBody,
  FeedbackItem,
  FeedbackPage,
  FeedbackPayload,
  FeedbackUpdate,
  StatusCreated,
  StatusCreateInput,
  StatusOverview,
  StatusSnapshot,
  StatusUpdated,
  StatusUpdateInput,
  TrailPoint,
} from '@safety-companion/contract';
import type { OpenAPIV3_1 } from 'openapi-types';
import * as z from 'zod';
import type * as core from 'zod/v4/core';
import { ERROR_MESSAGES } from './errors.js';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Json = unknown;

/** The contract's schemas the document names, each as the operations meet it: an answer (output) or a body (input). */
const NAMED: Record<string, [core.$ZodType, 'input' | 'output']> = {
  StatusSnapshot: [StatusSnapshot, 'output'],
  StatusOverview: [StatusOverview, 'output'],
  StatusCreated: [StatusCreated, 'output'],
  StatusUpdated: [StatusUpdated, 'output'],
  StatusCreateInput: [StatusCreateInput, 'input'],
  StatusUpdateInput: [StatusUpdateInput, 'input'],
  Acknowledgement: [Acknowledgement, 'output'],
  TrailPoint: [TrailPoint, 'output'],
  AcknowledgementInput: [AcknowledgementInput, 'input'],
  Feedback: [FeedbackPayload, 'input'],
  FeedbackItem: [FeedbackItem, 'output'],
  FeedbackPage: [FeedbackPage, 'output'],
  FeedbackUpdate: [FeedbackUpdate, 'input'],
  AdminCredentials: [AdminCredentials, 'input'],
  AdminSession: [AdminSession, 'output'],
  AlertKey: [AlertKey, 'output'],
  AlertSubscriptionInput: [AlertSubscriptionInput, 'input'],
  Error: [ErrorBody, 'output'],
};

/** A date as the server writes it (`Date.toISOString()`). */
const DATE_TIME = { type: 'string', format: 'date-time' } as const;

/**
 * The dates of each named answer: the contract's schemas read every shape an app ever sent (epoch numbers, Firestore
 * timestamps); the server always writes ISO strings.
 */
const DATES: Record<string, Record<string, Json>> = {
  StatusSnapshot: {
    startTime: DATE_TIME,
    endTime: { anyOf: [DATE_TIME, { type: 'null' }] },
    emergencySince: { anyOf: [DATE_TIME, { type: 'null' }] },
    timestamp: DATE_TIME,
  },
  Acknowledgement: { at: DATE_TIME },
  TrailPoint: { at: DATE_TIME },
  FeedbackItem: { createdAt: DATE_TIME, handledAt: { anyOf: [DATE_TIME, { type: 'null' }] } },
};

/** The tag of each operation, by the start of its path; the first that matches. */
const TAGS: [prefix: string, tag: OpenAPIV3_1.TagObject][] = [
  ['/api/admin/', { name: 'Admin', description: 'The feedback inbox, behind the admin session cookie.' }],
  ['/api/statuses', { name: 'Statuses', description: "The mobile app's calls, with a Firebase ID token." }],
  ['/api/alerts', { name: 'Alerts', description: "A hero's pushes (Web Push) for one status." }],
  ['/api/addFeedback', { name: 'Feedback', description: "A visitor's feedback." }],
  [
    '/api/',
    {
      name: 'Lookup',
      description: "A hero's view of a status by its access code, and the service's own routes.",
    },
  ],
];

/** Operations that never ask the database: they answer from memory. */
const WITHOUT_DATABASE = new Set([
  'getOpenApiDocument',
  'getApiReference',
  'getAlertKey',
  'getMapSetup',
  'getMapTiles',
]);

/** Operations that answer an HTML page, with the start of it as their example. */
const HTML_ANSWERS: Record<string, string> = {
  getApiReference: '<!doctype html>\n<html lang="en">…<h1>Safety Companion API</h1>…</html>',
};

/** Operations that answer a file's bytes, with its media type and the start of one as their example. */
const FILE_ANSWERS: Record<string, { type: string; example: string }> = {
  getMapTiles: { type: 'application/vnd.pmtiles', example: 'PMTiles\u0003…' },
};

const DATABASE_DOWN = 'The database cannot be reached; `Retry-After` says when to try again.';
const RETRY_AFTER = {
  description: 'Seconds until the client may try again.',
  schema: { type: 'integer', minimum: 1 },
} satisfies OpenAPIV3_1.HeaderObject;

/** Examples of the success answers whose schema has no name, by operation. */
const ANSWER_EXAMPLES: Record<string, Json> = {
  getHealth: { status: 'ok' },
  addFeedback: { id: '4a035d77-1403-4ef5-a549-fd138994f62a' },
  subscribeToAlerts: { id: '0b9f3c52-8d1e-4d7a-9a51-2f6a1c7e4b10' },
  getOpenApiDocument: { openapi: '3.1.0' },
  getMapSetup: { tiles: '/api/map/tiles.pmtiles' },
};

/** Examples of the bodies the answers carry, by schema name, checked against the schemas by the linters. */
const EXAMPLES: Record<string, Json> = {
  AlertKey: {
    publicKey: 'BG3sOoTp7AyfFBFFsv18C75InbP2DSLdyfYsICIGTWSa5of7rBPApdCyNEtbLSZ1XH8F4_KBL2Iq5GQ8s8Qo9tY',
  },
  // Through the contract's schema, so that a field it gains is in the example too (with its default).
  StatusSnapshot: StatusSnapshot.parse({
    accessCode: 'K7Q2ZD',
    emergency: false,
    emergencySince: null,
    startTime: '2026-11-23T20:00:00.000Z',
    endTime: '2026-11-23T21:00:00.000Z',
    timestamp: '2026-11-23T20:00:00.000Z',
    timezone: 'America/Chicago',
    reason: 'Countdown running',
    info: 'Meeting a seller',
    location: { latitude: 41.8827, longitude: -87.6233, takenAt: '2026-11-23T19:59:58.000Z' },
    timerDetails: { who: 'Riley', what: 'Bicycle', where: 'Millennium Park' },
    displayName: 'Riley',
    contactPhone: '+13125550123',
  }),
  Feedback: {
    location: 'web',
    name: 'Sam Rivera',
    email: 'sam@example.com',
    subject: 'Lovely app',
    body: 'The countdown saved me a worried evening. Thank you!',
  },
};

function jsonSchema(schema: core.$ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** `value` with every schema equal to a named one replaced by a reference to it (`names`: JSON text → name). */
function referenced(value: Json, names: Map<string, string>, self?: string): Json {
  if (Array.isArray(value)) return value.map((item) => referenced(item, names));
  if (!value || typeof value !== 'object') return value;
  const name = names.get(JSON.stringify(value));
  if (name && name !== self) return { $ref: `#/components/schemas/${name}` };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, referenced(item, names)]));
}

/** The document hono-openapi made, completed (see the top of this file). */
export function completeDocument(generated: Document, info: Partial<OpenAPIV3_1.InfoObject>): Document {
  const schemas: Record<string, Json> = {};
  const names = new Map<string, string>();
  for (const [name, [schema, io]] of Object.entries(NAMED)) {
    const json = jsonSchema(schema, io);
    schemas[name] = json;
    names.set(JSON.stringify(json), name);
  }
  for (const [name, schema] of Object.entries(schemas)) {
    const dated = structuredClone(schema) as { properties: Record<string, Json> };
    Object.assign(dated.properties, DATES[name]);
    schemas[name] = referenced(dated, names, name);
  }
  const paths = referenced(generated.paths, names) as OpenAPIV3_1.PathsObject;
  const tags = new Map<string, OpenAPIV3_1.TagObject>();
  for (const [path, item] of Object.entries(paths)) {
    for (const operation of Object.values(item ?? {}) as Operation[]) {
      const tag = TAGS.find(([prefix]) => path.startsWith(prefix))?.[1];
      if (tag) {
        operation.tags = [tag.name];
        tags.set(tag.name, tag);
      }
      completeOperation(operation);
    }
  }
  return {
    ...generated,
    info: { ...generated.info, ...info },
    tags: TAGS.map(([, tag]) => tag).filter((tag) => tags.has(tag.name)),
    paths,
    components: { ...generated.components, schemas: schemas as Record<string, OpenAPIV3_1.SchemaObject> },
  };
}

function completeOperation(operation: Operation) {
  const responses = operation.responses as Record<string, OpenAPIV3_1.ResponseObject>;
  if (!WITHOUT_DATABASE.has(operation.operationId ?? '')) {
    const down = {
      schema: { $ref: '#/components/schemas/Error' },
      example: { message: ERROR_MESSAGES.storeUnavailable },
    };
    const given = responses['503'];
    responses['503'] = given
      ? { ...given, description: `${given.description} Or: ${DATABASE_DOWN}` }
      : { description: DATABASE_DOWN, content: { 'application/json': down } };
    responses['503'].headers = { 'Retry-After': RETRY_AFTER, ...responses['503'].headers };
    const media = responses['503'].content?.['application/json'] as OpenAPIV3_1.MediaTypeObject | undefined;
    if (media) media.example ??= down.example;
  }
  const success = Object.entries(responses).find(([status]) => status.startsWith('2'))?.[1];
  const page = HTML_ANSWERS[operation.operationId ?? ''];
  if (success && page) success.content = { 'text/html': { schema: { type: 'string' }, example: page } };
  const file = FILE_ANSWERS[operation.operationId ?? ''];
  for (const [status, response] of Object.entries(responses)) {
    if (file && (status === '200' || status === '206')) {
      response.content = {
        [file.type]: { schema: { type: 'string', format: 'binary' }, example: file.example },
      };
    }
  }
  const answer = success?.content?.['application/json'] as OpenAPIV3_1.MediaTypeObject | undefined;
  const example = ANSWER_EXAMPLES[operation.operationId ?? ''];
  if (answer && example !== undefined) answer.example ??= example;
  operation.description ??= `${operation.summary ?? ''} ${whoMayCall(operation)}`.trim();
  for (const response of Object.values(responses)) {
    const media = response.content?.['application/json'] as OpenAPIV3_1.MediaTypeObject | undefined;
    const ref = (media?.schema as { $ref?: string } | undefined)?.$ref?.split('/').at(-1);
    if (media && ref && EXAMPLES[ref] !== undefined) media.example ??= EXAMPLES[ref];
  }
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
    'application/json'
  ];
  const bodyRef = (body?.schema as { $ref?: string } | undefined)?.$ref?.split('/').at(-1);
  if (body && bodyRef && EXAMPLES[bodyRef] !== undefined) body.example ??= EXAMPLES[bodyRef];
}

function whoMayCall(operation: Operation): string {
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  if (scheme === 'adminSession') return 'Needs the admin session cookie.';
  if (scheme === 'firebaseIdToken') return "Needs the mobile app user's Firebase ID token.";
  return 'Public.';
}
