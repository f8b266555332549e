import { NOT_SET, SAMPLE_SNAPSHOT } from '@safety-companion/api';
import { describe, expect, it } from 'vitest';
import { parseStatus, STATUS_PARSER_MESSAGES } from './status-parser';

const UTC = { locale: 'en-GB', timeZone: 'UTC' };

function parsed(text: string, options = UTC) {
  const result = parseStatus(text, options);
  if (result.kind !== 'parsed') throw new Error(`expected a parsed status, got ${JSON.stringify(result)}`);
  return result;
}

describe('parseStatus', () => {
  it('reads a whole snapshot', () => {
    const result = parsed(JSON.stringify(SAMPLE_SNAPSHOT));
    expect(result.snapshot).toEqual(SAMPLE_SNAPSHOT);
    expect(result.pretty).toBe(JSON.stringify(SAMPLE_SNAPSHOT, null, 2));
  });

  it('gives every date in UTC and in local time', () => {
    const { dates } = parsed(JSON.stringify(SAMPLE_SNAPSHOT), {
      locale: 'en-US',
      timeZone: 'America/New_York',
    });
    expect(dates.map((row) => row.field)).toEqual(['startTime', 'endTime', 'timestamp']);
    expect(dates[0]).toMatchObject({ sent: '"2025-06-14T13:30:00.000Z"', utc: '2025-06-14T13:30:00.000Z' });
    expect(dates[0]?.local).toMatch(/Jun 14, 2025, 9:30:00\sAM EDT/);
    expect(dates[1]?.utc).toBe('2025-06-14T15:30:00.000Z');
    expect(dates[2]?.utc).toBe('2025-06-14T14:10:00.000Z');
  });

  it('reads the other date forms of the server: epoch milliseconds, seconds and timestamps', () => {
    const { dates } = parsed(
      JSON.stringify({
        startTime: 1700000000000,
        endTime: { seconds: 1700000000 },
        timestamp: { _seconds: 1700000000, _nanoseconds: 5e8 },
      }),
    );
    expect(dates.map((row) => row.utc)).toEqual([
      '2023-11-14T22:13:20.000Z',
      '2023-11-14T22:13:20.000Z',
      '2023-11-14T22:13:20.500Z',
    ]);
  });

  it('reads a partial object, the missing fields empty and the missing dates not set', () => {
    const result = parsed('{"emergency": true, "info": "Help"}');
    expect(result.snapshot).toMatchObject({
      emergency: true,
      info: 'Help',
      startTime: null,
      timerDetails: null,
    });
    expect(
      result.dates.every((row) => row.utc === NOT_SET && row.local === NOT_SET && row.sent === NOT_SET),
    ).toBe(true);
  });

  it('empties a field of the wrong type instead of failing', () => {
    const result = parsed('{"emergency": "yes", "location": {"latitude": 500}, "reason": 3}');
    expect(result.snapshot).toMatchObject({ emergency: false, location: null, reason: null });
  });

  it('marks a date it cannot read', () => {
    const { dates } = parsed('{"startTime": "not a date", "endTime": 1e20, "timestamp": true}');
    expect(dates.map((row) => row.utc)).toEqual([
      STATUS_PARSER_MESSAGES.notADate,
      STATUS_PARSER_MESSAGES.notADate,
      STATUS_PARSER_MESSAGES.notADate,
    ]);
    expect(dates[0]?.sent).toBe('"not a date"');
  });

  it.each(['{', '{"emergency": true,}', 'status', "{'a': 1}"])('gives the JSON error of %s', (text) => {
    let expected = '';
    try {
      JSON.parse(text);
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(expected).not.toBe('');
    expect(parseStatus(text)).toEqual({ kind: 'error', message: expected });
  });

  it.each(['42', '[]', '[{"emergency": true}]', 'null', '"text"', 'true'])(
    'refuses %s, which is not an object',
    (text) => {
      expect(parseStatus(text)).toEqual({ kind: 'error', message: STATUS_PARSER_MESSAGES.notAnObject });
    },
  );

  it.each(['', '   \n'])('says nothing about an empty box (%j)', (text) => {
    expect(parseStatus(text)).toEqual({ kind: 'empty' });
  });
});
