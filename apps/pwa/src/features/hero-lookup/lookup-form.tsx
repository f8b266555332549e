import { ACCESS_CODE_LENGTH, AccessCode, DEMO_ACCESS_CODE, getSnapshotState } from '@safety-companion/api';
import { STATUS_STREAM } from '@safety-companion/contract';
import { Alert, Button, StatusPanel, TextField } from '@safety-companion/ui';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { settings } from '../../build-settings';
import { takeHeldSubmit } from '../../prerender/hold-forms';
import { NeedsConnection } from '../../pwa/needs-connection';
import { useOnlineStatus } from '../../pwa/use-online-status';
import { forgetDeviceAlert } from '../hero-alerts/device-alerts';
import { ConnectionIndicator } from './connection-indicator';
import { EARLY_STATUS_ATTRIBUTE, lookupAddress } from './early-lookup';
import { useLookupApi } from './lookup-api';
import { LOOKUP_TEXTS } from './messages';
import { useCodeFragment } from './use-code-fragment';
import { useSnapshotLookup } from './use-snapshot-lookup';
import { useSnapshotRefresh } from './use-snapshot-refresh';
import { useStatusStream } from './use-status-stream';
import './hero-lookup.css';

/** Shows the value upper-cased as it is typed, keeping the caret where it was. */
function upperCaseInPlace(input: HTMLInputElement) {
  const { value, selectionStart, selectionEnd } = input;
  const upper = value.toUpperCase();
  if (upper === value) return;
  input.value = upper;
  if (upper.length === value.length) input.setSelectionRange(selectionStart, selectionEnd);
}

/** The message of an invalid code, or undefined for a valid one: the contract's `AccessCode` decides. */
function codeError(value: string): string | undefined {
  const parsed = AccessCode.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? LOOKUP_TEXTS.codeHint);
}

// Loaded once a status is shown, not with the page: the hero's answers and the alerts' control are never part of
// its first paint, and the lookup's first load has a budget (README).
const HeroAnswers = lazy(() =>
  import('./hero-answers').then(({ HeroAnswers }) => ({ default: HeroAnswers })),
);
const AlertControl = lazy(() =>
  import('../hero-alerts/alert-control').then(({ AlertControl }) => ({ default: AlertControl })),
);

function formatCheckedAt(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(date);
}

/**
 * The hero's lookup: one access code in, the user's status out. A shown status follows the live stream of its
 * changes; while the stream is not live, it is refreshed every 30 s instead (until it expires, while the page is
 * visible). A status its user stopped shows 'This status has ended.' and is neither followed nor refreshed. A
 * `#code=…` link fills the code and looks it up at once. The stream opens only once the lookup has answered, so
 * the first status is never later for it.
 *
 * One uncontrolled field, checked with the contract's `AccessCode` on submit and again on each change after a
 * failed submit (react-hook-form's default), without react-hook-form: for a single field it would add about
 * 10 kB gzip to the lookup's first load, past its budget. Being uncontrolled, the field also keeps whatever a
 * hero typed into the prerendered page before the app started: hydration does not touch its value.
 */
export function LookupForm() {
  const api = useLookupApi();
  const online = useOnlineStatus();
  const { state, lookUp, refresh, showStreamed, showStreamEnded } = useSnapshotLookup(api.client);
  const { result, ended, loading, failure, refreshFailure, announcement, found } = state;
  const [error, setError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const lookedUpCode = useRef('');

  function submit(value: string) {
    const message = codeError(value);
    setError(message);
    if (message) {
      codeInput.current?.focus();
      return;
    }
    lookedUpCode.current = AccessCode.parse(value);
    void lookUp(lookedUpCode.current);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (online) submit(codeInput.current?.value ?? '');
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    upperCaseInPlace(event.currentTarget);
    if (error) setError(codeError(event.currentTarget.value));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what happened before the app started.
  useEffect(() => {
    const input = codeInput.current;
    if (!input) return;
    // A code typed into the prerendered page before the app started is kept; it is only upper-cased. A lookup
    // asked for meanwhile (held by the page's start script) is made now.
    upperCaseInPlace(input);
    if (takeHeldSubmit(input.form) && navigator.onLine) submit(input.value);
  }, []);

  useCodeFragment((code) => {
    if (codeInput.current) codeInput.current.value = code.toUpperCase();
    if (navigator.onLine) submit(code);
  });

  // The demo code is answered on the page: there is nothing to follow.
  const followed = result !== null && !loading && result.code !== DEMO_ACCESS_CODE;
  const connection = useStatusStream({
    url: followed ? lookupAddress(api.baseUrl, STATUS_STREAM.path, result.code) : null,
    onStatus: showStreamed,
    onEnded: showStreamEnded,
  });

  const refreshing = result !== null && getSnapshotState(result.snapshot) !== 'expired';
  useSnapshotRefresh(() => void refresh(), {
    // The demo changes only on the page (a hero's answers): a refresh would take them away.
    enabled: refreshing && result.code !== DEMO_ACCESS_CODE && !(followed && connection === 'live'),
    checkedAt: result?.checkedAt ?? null,
    restartKey: found,
  });

  // A status that ended sends no more alerts: its code is no longer kept on this device.
  useEffect(() => {
    if (ended) forgetDeviceAlert(lookedUpCode.current);
  }, [ended]);

  useEffect(() => {
    const heading = resultHeading.current;
    if (found === 0 || !heading) return;
    // The result's top, with its status line, in view rather than only its heading at the screen's edge.
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [found]);

  return (
    <>
      <form className="lookup-form" noValidate onSubmit={onSubmit} aria-label={LOOKUP_TEXTS.heading}>
        {online ? null : <NeedsConnection what={LOOKUP_TEXTS.offlineWhat} />}
        <TextField
          ref={codeInput}
          name="code"
          label={LOOKUP_TEXTS.codeLabel}
          hint={LOOKUP_TEXTS.codeHint}
          placeholder={LOOKUP_TEXTS.codePlaceholder}
          maxLength={ACCESS_CODE_LENGTH}
          // A phone offers the code from the text message above the keyboard.
          autoComplete="one-time-code"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          enterKeyHint="go"
          className="lookup-form__code"
          error={error}
          onChange={onChange}
        />
        <div className="lookup-form__actions">
          <Button type="submit" busy={loading} disabled={!online}>
            {loading ? LOOKUP_TEXTS.submitting : LOOKUP_TEXTS.submit}
          </Button>
        </div>
      </form>

      {result || ended || failure ? null : (
        // Empty here; the start script paints a `#code=` link's status line into it before the app has started
        // (early-lookup.ts), and it goes as soon as the app shows its own result. The text it may hold then is
        // not the app's to compare when it hydrates.
        <p className="lookup-early" {...{ [EARLY_STATUS_ATTRIBUTE]: '' }} suppressHydrationWarning>
          {''}
        </p>
      )}

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
          {followed ? <ConnectionIndicator connection={connection} refreshing={refreshing} /> : null}
          {refreshFailure ? (
            <Alert tone="error" title={LOOKUP_TEXTS.refreshFailureTitle}>
              {refreshFailure}
            </Alert>
          ) : null}
          <StatusPanel
            snapshot={result.snapshot}
            headingLevel={3}
            emergencyNumber={settings.emergencyNumber}
          />
          <Suspense fallback={null}>
            <HeroAnswers
              code={result.code}
              snapshot={result.snapshot}
              live={followed && connection === 'live'}
              show={showStreamed}
              refresh={() => void refresh()}
            />
          </Suspense>
          {followed ? (
            <Suspense fallback={null}>
              <AlertControl key={result.code} client={api.client} code={result.code} />
            </Suspense>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
