import {
  AccessCode,
  AdminCredentials,
  AdminSession,
  ErrorBody,
  FeedbackItem,
  FeedbackListQuery,
  FeedbackPage,
  FeedbackPayload,
  FeedbackUpdate,
  PROOF_OF_WORK_HEADER,
  StatusCreated,
  StatusCreateInput,
  StatusSnapshot,
  StatusUpdated,
  StatusUpdateInput,
} from '@safety-companion/contract';
import * as z from 'zod';
import type * as core from 'zod/v4/core';
import { ADMIN_DEVICE } from './admin/device-cookie.js';
import { ADMIN_SESSION } from './admin/sessions.js';
import { HealthAnswer } from './routes/health.js';

type Method = 'get' | 'post' | 'patch' | 'delete';

/** One operation of the API: the schemas the server validates with, and its answers. */
interface Operation {
  method: Method;
  /** OpenAPI path template, like `/api/statuses/{id}`. */
  path: string;
  summary: string;
  /** Who must be signed in: the mobile app's user (a Firebase ID token) or an admin (the session cookie). */
  signedIn?: 'user' | 'admin';
  /** The query's schema; a parameter whose schema is optional is not required. */
  query?: Record<string, core.$ZodType>;
  /** Optional request headers, by name. */
  headers?: Record<string, { description: string; schema: core.$ZodType }>;
  body?: core.$ZodType;
  responses: Record<number, { description: string; schema?: core.$ZodType }>;
}

const error = (description: string) => ({ description, schema: ErrorBody });
const SECURITY = { user: 'firebaseIdToken', admin: 'adminSession' } as const;
const adminErrors = {
  401: error('No live admin session.'),
  403: error('A state change from another site.'),
};
const feedbackNotFound = error('No such feedback.');
/** Every 429 of a client's allowance says when a slot frees; the guess budget's challenge has no wait. */
const RETRY_AFTER = {
  description: 'Seconds until the client may try again (not sent with a proof-of-work challenge).',
  schema: { type: 'integer', minimum: 1 },
};
const OpenApiDocument = z.object({ openapi: z.string() }).loose();
/** A 429 of the global guess budget: the ALTCHA challenge to solve and send back in `X-Altcha`. */
const ChallengeBody = z.object({
  ...ErrorBody.shape,
  challenge: z.optional(z.object({ parameters: z.object({}).loose(), signature: z.string() }).loose()),
});

/** Every API route, one row each: the document below is generated from this list, never written by hand. */
const OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Whether the server and its store answer.',
    responses: { 200: { description: 'Healthy.', schema: HealthAnswer }, 503: error('The store is down.') },
  },
  {
    method: 'get',
    path: '/api/getSnapshot',
    summary: "A hero's lookup of a status by its access code.",
    query: { accessCode: AccessCode },
    headers: {
      [PROOF_OF_WORK_HEADER]: {
        description:
          'A solved challenge of an earlier 429 (base64 of the ALTCHA payload { challenge, solution }); needed ' +
          'only while failed lookups over all clients pass the global budget.',
        schema: z.string(),
      },
    },
    responses: {
      200: { description: 'The live status, expired countdowns included.', schema: StatusSnapshot },
      400: error('A missing, malformed or repeated code.'),
      404: error('User not found.'),
      410: error('This status has ended.'),
      429: {
        description:
          'Too many failed lookups from this client or its network (Retry-After), or, with a challenge, a ' +
          'proof of work is needed first: solve it and send the lookup again with X-Altcha.',
        schema: ChallengeBody,
      },
    },
  },
  {
    method: 'post',
    path: '/api/addFeedback',
    summary: "A visitor's feedback.",
    body: FeedbackPayload,
    responses: {
      201: { description: 'Stored.', schema: z.object({ id: z.string() }) },
      400: error('A field is wrong, named in the message.'),
      413: error('Over 16 kB.'),
      415: error('Not JSON.'),
      429: error('Too much feedback from this client.'),
    },
  },
  {
    method: 'post',
    path: '/api/admin/login',
    summary: 'Admin sign-in: sets the session cookie.',
    body: AdminCredentials,
    responses: {
      204: {
        description:
          `Signed in; the answer sets the \`${ADMIN_SESSION.cookie}\` cookie, and the \`${ADMIN_DEVICE.cookie}\` ` +
          'cookie that exempts this browser from the per-username limit of failed sign-ins.',
      },
      400: error('Another shape.'),
      401: error('Invalid credentials.'),
      403: error('From another site.'),
      429: error('Too many failed sign-ins from this client or for this username.'),
    },
  },
  {
    method: 'get',
    path: '/api/admin/session',
    summary: 'Who is signed in.',
    signedIn: 'admin',
    responses: { 200: { description: 'The signed-in admin.', schema: AdminSession }, 401: adminErrors[401] },
  },
  {
    method: 'post',
    path: '/api/admin/logout',
    summary: "Ends the admin's session.",
    signedIn: 'admin',
    responses: { 204: { description: 'Signed out.' }, ...adminErrors },
  },
  {
    method: 'get',
    path: '/api/admin/feedback',
    summary: 'A page of the feedback inbox, newest first.',
    signedIn: 'admin',
    query: FeedbackListQuery.shape,
    responses: {
      200: { description: 'The page; `nextCursor` fetches the next one.', schema: FeedbackPage },
      400: error('A wrong filter, limit or cursor.'),
      401: adminErrors[401],
    },
  },
  {
    method: 'get',
    path: '/api/admin/feedback/{id}',
    summary: 'One feedback.',
    signedIn: 'admin',
    responses: {
      200: { description: 'The feedback.', schema: FeedbackItem },
      401: adminErrors[401],
      404: feedbackNotFound,
    },
  },
  {
    method: 'patch',
    path: '/api/admin/feedback/{id}',
    summary: 'Marks a feedback handled, or open again.',
    signedIn: 'admin',
    body: FeedbackUpdate,
    responses: {
      200: { description: 'The updated feedback.', schema: FeedbackItem },
      400: error('Another shape.'),
      ...adminErrors,
      404: feedbackNotFound,
    },
  },
  {
    method: 'delete',
    path: '/api/admin/feedback/{id}',
    summary: 'Deletes a feedback for good.',
    signedIn: 'admin',
    responses: { 204: { description: 'Deleted.' }, ...adminErrors, 404: feedbackNotFound },
  },
  {
    method: 'post',
    path: '/api/statuses',
    summary: 'The mobile app starts a status; the answer carries the access code for the heroes.',
    signedIn: 'user',
    body: StatusCreateInput,
    responses: {
      201: { description: 'Started.', schema: StatusCreated },
      400: error('A field is wrong, named in the message.'),
      401: error('Authentication required'),
      409: error('The user already has the most live statuses one account may have.'),
    },
  },
  {
    method: 'patch',
    path: '/api/statuses/{id}',
    summary: 'The mobile app changes its status (location, emergency, details, end time, photo).',
    signedIn: 'user',
    body: StatusUpdateInput,
    responses: {
      200: { description: 'Changed.', schema: StatusUpdated },
      400: error('A field is wrong, named in the message.'),
      401: error('Authentication required'),
      404: error("No such status of this user (another user's status answers the same)."),
    },
  },
  {
    method: 'delete',
    path: '/api/statuses/{id}',
    summary: 'The user stopped the status: it is deleted at once.',
    signedIn: 'user',
    responses: {
      204: { description: 'Stopped and deleted.' },
      401: error('Authentication required'),
      404: error("No such status of this user (another user's status answers the same)."),
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document.',
    responses: { 200: { description: 'OpenAPI 3.1.', schema: OpenApiDocument } },
  },
];

function jsonSchema(schema: core.$ZodType, io: 'input' | 'output') {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function operationOf(operation: Operation) {
  const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  }));
  const queryParameters = Object.entries(operation.query ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: schema._zod.optin !== 'optional',
    schema: jsonSchema(schema, 'input'),
  }));
  const headerParameters = Object.entries(operation.headers ?? {}).map(([name, { description, schema }]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: jsonSchema(schema, 'input'),
  }));
  const parameters = [...pathParameters, ...queryParameters, ...headerParameters];
  return {
    summary: operation.summary,
    ...(operation.signedIn ? { security: [{ [SECURITY[operation.signedIn]]: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, { description, schema }]) => [
        status,
        {
          description,
          ...(status === '429' ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
          ...(schema ? { content: { 'application/json': { schema: jsonSchema(schema, 'output') } } } : {}),
        },
      ]),
    ),
  };
}

/**
 * The OpenAPI 3.1 document of every API route, generated from the zod schemas the server validates with.
 *
 * @example
 * openApiDocument().paths['/api/statuses'].post.requestBody;
 */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    paths[operation.path] ??= {};
    (paths[operation.path] as Record<string, unknown>)[operation.method] = operationOf(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Safety Companion API',
      version: '1',
      description:
        'Every answer is JSON with Cache-Control: no-store; every error is { "message": "…" }. A known path ' +
        'asked with another method answers 405 with Allow.',
    },
    components: {
      securitySchemes: {
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
        adminSession: { type: 'apiKey', in: 'cookie', name: ADMIN_SESSION.cookie },
      },
    },
    paths,
  };
}
