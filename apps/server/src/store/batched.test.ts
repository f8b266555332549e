import { describe, expect, it } from 'vitest';
import { batched } from './batched.js';

describe('batched', () => {
  it('answers the calls of one turn with one run, each with its own result', async () => {
    const runs: number[][] = [];
    const double = batched(async (items: number[]) => {
      runs.push(items);
      return items.map((item) => item * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('gathers the calls made while a run is under way into the next run', async () => {
    const runs: string[][] = [];
    let finishFirst = () => {};
    const echo = batched(async (items: string[]) => {
      runs.push(items);
      if (runs.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
      return items;
    });
    const first = echo('a');
    await new Promise((resolve) => setImmediate(resolve));
    const later = Promise.all([echo('b'), echo('c')]);
    finishFirst();
    expect(await first).toBe('a');
    expect(await later).toEqual(['b', 'c']);
    expect(runs).toEqual([['a'], ['b', 'c']]);
  });

  it('fails every call of a run that fails, and runs the next calls anew', async () => {
    let fail = true;
    const read = batched(async (items: string[]) => {
      if (fail) throw new Error('The store did not answer.');
      return items;
    });
    const failed = [read('a'), read('b')].map((call) => call.catch((error: Error) => error.message));
    expect(await Promise.all(failed)).toEqual(['The store did not answer.', 'The store did not answer.']);
    fail = false;
    expect(await read('c')).toBe('c');
  });
});
