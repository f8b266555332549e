import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/v4/core';
import type { AppEnv } from './context.js';
import { ERROR_MESSAGES, httpError } from './errors.js';

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Refuses bodies over 16 kB with 413, by `Content-Length` or by counting what actually arrives. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw httpError(413, ERROR_MESSAGES.bodyTooLarge);
  },
});

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

const utf8 = new TextDecoder('utf-8', { fatal: true });
// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

class NotUtf8Error extends Error {
  override name = 'NotUtf8Error' as const;
}

/**
 * The request body as parsed JSON: 415 unless the content type is JSON, 400 when it is not UTF-8 (bytes or `\u`
 * escapes that make no characters: they would be stored as replacement characters) or does not parse.
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!JSON_TYPE.test(c.req.header('Content-Type') ?? '')) throw httpError(415, ERROR_MESSAGES.notJson);
  let text: string;
  try {
    text = utf8.decode(await c.req.arrayBuffer());
  } catch (cause) {
    if (cause instanceof TypeError) throw httpError(400, ERROR_MESSAGES.notUtf8, { cause });
    throw cause;
  }
  try {
    return JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'string' && LONE_SURROGATE.test(value)) throw new NotUtf8Error();
      return value;
    });
  } catch (cause) {
    if (cause instanceof NotUtf8Error) throw httpError(400, ERROR_MESSAGES.notUtf8, { cause });
    throw httpError(400, ERROR_MESSAGES.malformedJson, { cause });
  }
}

/**
 * One problem of a request, in words that name the field: 'email: Enter a valid email address…'. `field` names a
 * value checked on its own, such as a query parameter.
 */
export function describeIssue(issue: z.$ZodIssue, field?: string): string {
  if (issue.code === 'unrecognized_keys') return ERROR_MESSAGES.unknownFields(issue.keys);
  const name = [...(field ? [field] : []), ...issue.path.map(String)].join('.');
  if (!name) return issue.code === 'invalid_type' ? ERROR_MESSAGES.notAnObject : issue.message;
  if (issue.code === 'invalid_value') {
    return `${name}: Must be ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}.`;
  }
  return `${name}: ${issue.message}`;
}

/**
 * Checks a value against a schema (zod or zod/mini); throws 400 naming the first field that is wrong.
 *
 * @example
 * const feedback = parseWith(FeedbackPayload, await readJson(c));
 * const code = parseWith(AccessCode, c.req.query('accessCode'), { field: 'accessCode' });
 */
export function parseWith<T extends z.$ZodType>(
  schema: T,
  value: unknown,
  options: { field?: string } = {},
): z.output<T> {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw httpError(400, issue ? describeIssue(issue, options.field) : 'Invalid request.', {
      cause: result.error,
    });
  }
  return result.data;
}

/** The last (nearest) value of a comma-separated header a proxy appends to, lower-cased. */
export function lastHop(header: string | undefined): string | undefined {
  return header?.split(',').at(-1)?.trim().toLowerCase() || undefined;
}

/**
 * True when the browser reached the server over https: the connection itself is TLS, or a trusted proxy says so.
 * The one rule of the security headers (HSTS, upgrade-insecure-requests) and the admin's `Secure` cookie. Never
 * the request line's scheme: in an absolute-form request (`GET https://evil.example/ HTTP/1.1`) it is whatever
 * the client wrote.
 */
export function isHttpsRequest(c: Context<AppEnv>, trustProxy: boolean): boolean {
  const socket = c.env?.incoming?.socket as { encrypted?: boolean } | undefined;
  return socket?.encrypted === true || (trustProxy && lastHop(c.req.header('X-Forwarded-Proto')) === 'https');
}
