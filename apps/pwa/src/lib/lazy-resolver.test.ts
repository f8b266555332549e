import type { Resolver } from 'react-hook-form';
import { expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

it('loads the rules once, at the first validation, and checks with them', async () => {
  const rules: Resolver<Values> = async (values) => ({ values, errors: {} });
  const load = vi.fn(async () => rules);
  const resolver = lazyResolver(load);
  expect(load).not.toHaveBeenCalled();
  expect(await resolver({ name: 'Sam' }, undefined, OPTIONS)).toEqual({
    values: { name: 'Sam' },
    errors: {},
  });
  await resolver({ name: 'Riley' }, undefined, OPTIONS);
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries a failed load again at the next validation', async () => {
  const rules: Resolver<Values> = async (values) => ({ values, errors: {} });
  const load = vi
    .fn<() => Promise<Resolver<Values>>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'));
  load.mockResolvedValue(rules);
  const resolver = lazyResolver(load);
  await expect(resolver({ name: 'Sam' }, undefined, OPTIONS)).rejects.toThrow('Failed to fetch');
  expect(await resolver({ name: 'Sam' }, undefined, OPTIONS)).toEqual({
    values: { name: 'Sam' },
    errors: {},
  });
  expect(load).toHaveBeenCalledTimes(2);
});
