import { expect } from 'vitest';
import { type ApiError, isApiError } from '../src/index.js';

/** The `ApiError` a call rejects with; fails the test when it resolves or rejects with anything else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}
