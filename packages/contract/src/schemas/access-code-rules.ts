// The access code's plain facts, apart from its zod schema (access-code.ts), so that code which must stay small,
// such as the hero lookup page's start script, can use them without loading zod.

/** Length of the access code a hero receives by text message. */
export const ACCESS_CODE_LENGTH = 6;

/** The access code that answers with `SAMPLE_SNAPSHOT` without calling the server (demo and test mode). */
export const DEMO_ACCESS_CODE = 'AAAAAA';
