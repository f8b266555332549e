/**
 * Solves the proof-of-work challenge (ALTCHA) that the server asks of every lookup while other people are
 * guessing codes at scale, and answers the proof for its `X-Altcha` header: a second or so of hashing on a phone,
 * instead of a hero locked out. The solver is loaded only when a server asks, so it costs no first load.
 *
 * @example
 * createApiClient({ solveChallenge: solveProofOfWork });
 */
export async function solveProofOfWork(challenge: unknown): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
  });
  if (!solution) throw new Error('The proof of work could not be solved.');
  return btoa(JSON.stringify({ challenge, solution }));
}
