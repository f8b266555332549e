import { type ComponentPropsWithRef, forwardRef } from 'react';
import { cx } from '../utils/cx';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** While true the button is disabled and `aria-busy`; the children still decide the text. */
  busy?: boolean;
  variant?: 'primary' | 'secondary';
};

/**
 * A button. `busy` disables it and sets `aria-busy`, so a form cannot be sent twice. `type` keeps the HTML
 * default, `submit`.
 *
 * @example
 * <Button type="submit" busy={isSubmitting}>{isSubmitting ? 'Submitting...' : 'Submit Feedback'}</Button>
 */
// forwardRef rather than a `ref` prop so refs also reach the element under React 18, which the peer range allows.
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { busy = false, variant = 'primary', className, disabled, children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      {...props}
      className={cx('sc-button', `sc-button--${variant}`, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="sc-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
