import { zodResolver } from '@hookform/resolvers/zod';
import { ACCESS_CODE_LENGTH, AccessCode, getSnapshotState } from '@safety-companion/api';
import { Alert, Button, StatusPanel, TextField } from '@safety-companion/ui';
import { type ChangeEvent, type FormEvent, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useApi } from '../../lib/api-context';
import { NeedsConnection } from '../../pwa/needs-connection';
import { useOnlineStatus } from '../../pwa/use-online-status';
import { LOOKUP_TEXTS } from './messages';
import { useCodeFragment } from './use-code-fragment';
import { useSnapshotLookup } from './use-snapshot-lookup';
import { useSnapshotRefresh } from './use-snapshot-refresh';
import './hero-lookup.css';

const LookupInput = z.object({ code: AccessCode });

/** Shows the value upper-cased as it is typed, keeping the caret where it was. */
function upperCaseInPlace(input: HTMLInputElement) {
  const { value, selectionStart, selectionEnd } = input;
  const upper = value.toUpperCase();
  if (upper === value) return;
  input.value = upper;
  if (upper.length === value.length) input.setSelectionRange(selectionStart, selectionEnd);
}

function formatCheckedAt(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(date);
}

/**
 * The hero's lookup: one access code in, the user's status out, refreshed every 30 s while it is shown, has not
 * expired and the page is visible; a status its user stopped shows 'This status has ended.' and is not refreshed. A `#code=…` link fills the code and looks it up at once.
 */
export function LookupForm() {
  const api = useApi();
  const online = useOnlineStatus();
  const { state, lookUp, refresh } = useSnapshotLookup(api);
  const { result, ended, loading, failure, refreshFailure, announcement, found } = state;
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LookupInput),
    defaultValues: { code: '' },
  });
  const codeField = register('code');

  const submit = handleSubmit(({ code }) => lookUp(code));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!online) {
      event.preventDefault();
      return;
    }
    void submit(event);
  }

  useCodeFragment((code) => {
    setValue('code', code.toUpperCase());
    if (navigator.onLine) void submit();
  });

  useSnapshotRefresh(() => void refresh(), {
    enabled: result !== null && getSnapshotState(result.snapshot) !== 'expired',
    checkedAt: result?.checkedAt ?? null,
    restartKey: found,
  });

  useEffect(() => {
    if (found > 0) resultHeading.current?.focus();
  }, [found]);

  return (
    <>
      <form className="lookup-form" noValidate onSubmit={onSubmit} aria-label={LOOKUP_TEXTS.heading}>
        {online ? null : <NeedsConnection what={LOOKUP_TEXTS.offlineWhat} />}
        <TextField
          label={LOOKUP_TEXTS.codeLabel}
          hint={LOOKUP_TEXTS.codeHint}
          placeholder={LOOKUP_TEXTS.codePlaceholder}
          maxLength={ACCESS_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          enterKeyHint="search"
          className="lookup-form__code"
          error={errors.code?.message}
          {...codeField}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            upperCaseInPlace(event.currentTarget);
            return codeField.onChange(event);
          }}
        />
        <div className="lookup-form__actions">
          <Button type="submit" busy={loading} disabled={!online}>
            {loading ? LOOKUP_TEXTS.submitting : LOOKUP_TEXTS.submit}
          </Button>
        </div>
      </form>

      {failure ? (
        <Alert tone="error" title={LOOKUP_TEXTS.failureTitle}>
          {failure}
        </Alert>
      ) : null}

      <p role="status" aria-live="polite" className="lookup-announcement">
        {announcement}
      </p>

      {ended ? (
        <section className="lookup-result" aria-labelledby="lookup-result-heading">
          <h2 id="lookup-result-heading" ref={resultHeading} tabIndex={-1}>
            {LOOKUP_TEXTS.resultHeading}
          </h2>
          <p className="lookup-result__ended">{LOOKUP_TEXTS.ended}</p>
        </section>
      ) : null}

      {result ? (
        <section className="lookup-result" aria-labelledby="lookup-result-heading">
          <h2 id="lookup-result-heading" ref={resultHeading} tabIndex={-1}>
            {LOOKUP_TEXTS.resultHeading}
          </h2>
          <p className="lookup-result__updated">
            {LOOKUP_TEXTS.lastUpdated}{' '}
            <time dateTime={result.checkedAt.toISOString()}>{formatCheckedAt(result.checkedAt)}</time>
          </p>
          {refreshFailure ? (
            <Alert tone="error" title={LOOKUP_TEXTS.refreshFailureTitle}>
              {refreshFailure}
            </Alert>
          ) : null}
          <StatusPanel snapshot={result.snapshot} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
