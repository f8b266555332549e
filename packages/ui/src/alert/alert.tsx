import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../utils/cx';

export type AlertProps = Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'title' | 'children'> & {
  tone?: 'error' | 'success' | 'info';
  /** A bold first line. */
  title?: string;
  children: ReactNode;
};

const ICONS = {
  error: <path d="M12 3l9.5 17h-19zM12 10v4M12 17v.5" />,
  success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  info: <path d="M12 11v6M12 7v.5M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0" />,
};

/**
 * A message with `role="alert"`, so screen readers announce it as it appears. The tone is shown by an icon and a
 * border as well as colour.
 *
 * @example
 * <Alert tone="error" title="Could not send">Network error. Please check your connection and try again.</Alert>
 */
export function Alert({ tone = 'info', title, children, className, ...props }: AlertProps) {
  return (
    <div {...props} role="alert" className={cx('sc-alert', `sc-alert--${tone}`, className)}>
      <svg className="sc-icon sc-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {ICONS[tone]}
      </svg>
      <div className="sc-alert__content">
        {title ? <p className="sc-alert__title">{title}</p> : null}
        <div className="sc-alert__body">{children}</div>
      </div>
    </div>
  );
}
