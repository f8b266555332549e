import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { describeFeedbackError, FEEDBACK_ERROR_MESSAGES, feedbackErrorKind } from './feedback.js';

describe('describeFeedbackError, in the order of the feedback failure table', () => {
  it.each([
    ['Authentication required', 'Please log in to submit feedback.'],
    [
      'Network error: the server could not be reached.',
      'Network error. Please check your connection and try again.',
    ],
    ['Failed to fetch', 'Network error. Please check your connection and try again.'],
    ['HTTP error! status: 500', 'Server error. Please try again later.'],
    ['Internal Server Error', 'Server error. Please try again later.'],
    ['HTTP error! status: 404', 'Service temporarily unavailable. Please try again later.'],
    [
      'Request timed out. Please try again.',
      'Request timed out. Please check your connection and try again.',
    ],
    ['Too many feedback messages', 'Failed to submit feedback: Too many feedback messages'],
    // the first matching row wins
    ['Network 500', 'Network error. Please check your connection and try again.'],
  ])('%j gives %j', (message, text) => {
    expect(describeFeedbackError(new ApiError(message, { kind: 'http' }))).toBe(text);
  });

  it('tells a failed answer whose body says nothing by its status, after the message rules', () => {
    const answer = (status: number) => new ApiError('{}', { kind: 'http', status, body: {} });
    expect(describeFeedbackError(answer(500))).toBe('Server error. Please try again later.');
    expect(describeFeedbackError(answer(503))).toBe('Server error. Please try again later.');
    expect(describeFeedbackError(answer(404))).toBe(
      'Service temporarily unavailable. Please try again later.',
    );
    expect(describeFeedbackError(answer(429))).toBe('Failed to submit feedback: {}');
    const told = new ApiError('Closed for maintenance', {
      kind: 'http',
      status: 503,
      body: { message: 'Closed for maintenance' },
    });
    expect(describeFeedbackError(told)).toBe('Failed to submit feedback: Closed for maintenance');
    const page = new ApiError('<h1>Bad gateway</h1>', {
      kind: 'http',
      status: 502,
      body: '<h1>Bad gateway</h1>',
    });
    expect(describeFeedbackError(page)).toBe('Server error. Please try again later.');
  });

  it("falls back to 'Unknown error occurred'", () => {
    expect(describeFeedbackError(new Error(''))).toBe('Failed to submit feedback: Unknown error occurred');
    expect(describeFeedbackError(undefined)).toBe('Failed to submit feedback: Unknown error occurred');
  });
});

describe('feedbackErrorKind, the code a page words a failure by', () => {
  it.each([
    [new Error('Authentication required'), 'authentication'],
    [new ApiError('Network error: the server could not be reached.', { kind: 'network' }), 'network'],
    [new ApiError('{}', { kind: 'http', status: 503, body: {} }), 'server'],
    [new ApiError('', { kind: 'http', status: 404, body: {} }), 'unavailable'],
    [new ApiError('Request timed out. Please try again.', { kind: 'timeout' }), 'timeout'],
    [new Error('boom'), 'other'],
    [undefined, 'other'],
  ] as const)('%s is %s', (error, kind) => {
    expect(feedbackErrorKind(error)).toBe(kind);
  });

  it("words each kind from the table it is given, the error's own message inside `other`", () => {
    const words = {
      ...FEEDBACK_ERROR_MESSAGES,
      network: 'Sin red.',
      other: (m: string) => `Falló: ${m}`,
      unknown: '?',
    };
    expect(describeFeedbackError(new Error('Failed to fetch'), words)).toBe('Sin red.');
    expect(describeFeedbackError(new Error('boom'), words)).toBe('Falló: boom');
    expect(describeFeedbackError(undefined, words)).toBe('Falló: ?');
  });
});
