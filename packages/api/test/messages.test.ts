import { describe, expect, it } from 'vitest';
import { ApiError, describeFeedbackError, describeLookupError } from '../src/index.js';

describe('describeFeedbackError (the failure texts, in the order they are checked)', () => {
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

  it("falls back to 'Unknown error occurred'", () => {
    expect(describeFeedbackError(new Error(''))).toBe('Failed to submit feedback: Unknown error occurred');
    expect(describeFeedbackError(undefined)).toBe('Failed to submit feedback: Unknown error occurred');
  });
});

describe('describeLookupError', () => {
  it.each([
    [new ApiError('x', { kind: 'http', status: 404 }), 'User not found.'],
    [new ApiError('x', { kind: 'http', status: 400 }), 'User not found.'],
    [new ApiError('x', { kind: 'http', status: 429 }), 'Too many attempts. Please wait and try again.'],
    [
      new ApiError('x', { kind: 'http', status: 503 }),
      'The lookup service is unavailable right now. Please try again shortly.',
    ],
    [
      new ApiError('x', { kind: 'timeout' }),
      'Could not reach the server. Check your connection and try again.',
    ],
    [
      new ApiError('x', { kind: 'network' }),
      'Could not reach the server. Check your connection and try again.',
    ],
    [
      new ApiError('x', { kind: 'invalid-response' }),
      'The lookup service is unavailable right now. Please try again shortly.',
    ],
    [new ApiError('Enter the 6-character code.', { kind: 'invalid-request' }), 'Enter the 6-character code.'],
  ])('%#: tells the hero what happened', (error, text) => {
    expect(describeLookupError(error)).toBe(text);
  });

  it('recognises an ApiError from another copy of the package by its name', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', kind: 'http', status: 404 });
    expect(describeLookupError(foreign)).toBe('User not found.');
  });
});
