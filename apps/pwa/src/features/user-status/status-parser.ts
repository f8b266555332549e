import {
  type DateFormatOptions,
  NOT_SET,
  SnapshotTime,
  StatusSnapshot,
  toSnapshotDate,
} from '@safety-companion/contract';

/** The snapshot's date fields, in the order the page lists them. */
export const STATUS_DATE_FIELDS = ['startTime', 'endTime', 'timestamp'] as const;
export type StatusDateField = (typeof STATUS_DATE_FIELDS)[number];

/** The parser's own messages; JSON syntax errors keep the message of `JSON.parse`. */
export const STATUS_PARSER_MESSAGES = {
  notAnObject: 'a status must be a JSON object.',
  notADate: 'Not a readable date',
} as const;

/** One date of a pasted status: as sent, in UTC (ISO 8601) and in local time. */
export interface StatusDateRow {
  field: StatusDateField;
  /** The value as it was pasted, written as JSON; 'Not set' when missing. */
  sent: string;
  utc: string;
  local: string;
}

export type StatusParseResult =
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'parsed'; snapshot: StatusSnapshot; pretty: string; dates: StatusDateRow[] };

function dateRow(field: StatusDateField, value: unknown, options: DateFormatOptions): StatusDateRow {
  if (value === undefined || value === null) return { field, sent: NOT_SET, utc: NOT_SET, local: NOT_SET };
  const sent = JSON.stringify(value);
  const time = SnapshotTime.safeParse(value);
  const date = time.success ? toSnapshotDate(time.data) : null;
  if (!date || Number.isNaN(date.getTime())) {
    return { field, sent, utc: STATUS_PARSER_MESSAGES.notADate, local: STATUS_PARSER_MESSAGES.notADate };
  }
  const local = new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'long',
    timeZone: options.timeZone,
  }).format(date);
  return { field, sent, utc: date.toISOString(), local };
}

/**
 * Reads pasted status JSON the way the Hero Lookup reads the server's answer: any JSON object is accepted and
 * fields that are missing or of the wrong type become empty (`StatusSnapshot` is tolerant). Anything that is not
 * JSON, or not an object, is an error with a message.
 *
 * @example
 * parseStatus('{"emergency": true}'); // { kind: 'parsed', snapshot: { emergency: true, … }, … }
 * parseStatus('{'); // { kind: 'error', message: "Expected property name or '}' in JSON at position 1 …" }
 */
export function parseStatus(text: string, options: DateFormatOptions = {}): StatusParseResult {
  if (text.trim() === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { kind: 'error', message: STATUS_PARSER_MESSAGES.notAnObject };
  }
  const record = value as Record<string, unknown>;
  const snapshot = StatusSnapshot.safeParse(record);
  if (!snapshot.success) {
    return {
      kind: 'error',
      message: snapshot.error.issues[0]?.message ?? STATUS_PARSER_MESSAGES.notAnObject,
    };
  }
  return {
    kind: 'parsed',
    snapshot: snapshot.data,
    pretty: JSON.stringify(value, null, 2),
    dates: STATUS_DATE_FIELDS.map((field) => dateRow(field, record[field], options)),
  };
}
