/**
 * The server's own PostgreSQL could not be set up, started or stopped. The message says what to change in the data
 * folder (`DATA_DIR`), in one line, as `main` prints it.
 */
export class OwnDatabaseError extends Error {
  override name = 'OwnDatabaseError' as const;

  constructor(problem: string, options?: { cause?: unknown }) {
    super(`Invalid setting DATA_DIR: ${problem}`, options);
  }
}

/** True for an `OwnDatabaseError`, also one from another copy of this module. */
export function isOwnDatabaseError(error: unknown): error is OwnDatabaseError {
  return error instanceof OwnDatabaseError || (error instanceof Error && error.name === 'OwnDatabaseError');
}
