import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the names that are set, in order', () => {
    expect(cx('sc-button', false, 'sc-button--primary', undefined, null, '', 'extra')).toBe(
      'sc-button sc-button--primary extra',
    );
  });

  it('is empty when nothing is set', () => {
    expect(cx(undefined, false)).toBe('');
  });
});
