/**
 * Gathers the calls made in one turn of the event loop and answers them all with one call of `run`, which answers
 * in the order it was given. Under load, many requests arrive in one turn (on PGlite, all those that came in while
 * the last statement ran), and one statement for all of them costs little more than one for each; a call on its
 * own waits for nothing but the end of its turn.
 *
 * @example
 * const read = batched((hashes: string[]) => readMany(hashes));
 * const [a, b] = await Promise.all([read('a'), read('b')]); // one readMany(['a', 'b'])
 */
export function batched<T, R>(run: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  let waiting: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];

  function flush() {
    const batch = waiting;
    waiting = [];
    run(batch.map(({ item }) => item)).then(
      (results) => {
        for (const [index, { resolve }] of batch.entries()) resolve(results[index] as R);
      },
      (error: unknown) => {
        for (const { reject } of batch) reject(error);
      },
    );
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ item, resolve, reject });
    });
}
