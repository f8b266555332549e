import { type AriaAttributes, type ComponentPropsWithRef, forwardRef, type ReactNode, useId } from 'react';
import { cx } from '../utils/cx';

interface FieldOwnProps {
  /** The visible label. */
  label: string;
  /** Help shown under the label and linked with `aria-describedby`. */
  hint?: string;
  /** When set, the control is `aria-invalid` and the message is shown with `role="alert"`. */
  error?: string;
}

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, keyof FieldOwnProps> & FieldOwnProps;
export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, keyof FieldOwnProps> & FieldOwnProps;

/** The ids and aria attributes that tie a control to its label, hint and error. */
function useFieldIds(
  props: Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid'> & { id?: string },
  hint?: string,
  error?: string,
) {
  const generated = useId();
  const id = props.id ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    control: {
      id,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? true : props['aria-invalid'],
    },
  };
}

function Field({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: FieldOwnProps & {
  id: string;
  hintId?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('sc-field', error ? 'sc-field--invalid' : undefined, className)}>
      <label className="sc-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="sc-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="sc-field__error" role="alert">
          <svg className="sc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v6M12 16.5v.5" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled text input with an optional hint and error. Spread `register()` of react-hook-form onto it: the
 * `ref` and every input prop reach the `<input>`.
 *
 * @example
 * <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
 */
// forwardRef rather than a `ref` prop so refs also reach the input under React 18, which the peer range allows.
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, className, ...props },
  ref,
) {
  const { id, hintId, errorId, control } = useFieldIds(props, hint, error);
  return (
    <Field {...{ id, label, hint, hintId, error, errorId, className }}>
      <input ref={ref} {...props} {...control} className="sc-field__control" />
    </Field>
  );
});

/**
 * A labelled multi-line text input, like `TextField`.
 *
 * @example
 * <TextArea label="Message" rows={isMobile ? 4 : 6} error={errors.body?.message} {...register('body')} />
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, className, ...props },
  ref,
) {
  const { id, hintId, errorId, control } = useFieldIds(props, hint, error);
  return (
    <Field {...{ id, label, hint, hintId, error, errorId, className }}>
      <textarea
        ref={ref}
        {...props}
        {...control}
        className="sc-field__control sc-field__control--multiline"
      />
    </Field>
  );
});
