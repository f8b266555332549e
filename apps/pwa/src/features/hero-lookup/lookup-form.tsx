import LOOKUP_WORDS from 'words:lookup';
import RESULT_WORDS from 'words:lookup-result';
import {
  ACCESS_CODE_LENGTH,
  DEMO_ACCESS_CODE,
  STATUS_RETENTION_HOURS,
  tidyAccessCode,
} from '@safety-companion/contract';
import { Alert, Button, TextField } from '@safety-companion/ui';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { settings } from '../../build-settings';
import { EARLY_STATUS_ATTRIBUTE, endEarlyLookup } from '../../early/early-lookup';
import { ComponentWords } from '../../i18n/component-words';
import { dateLocale } from '../../i18n/date-locale';
import { takeHeldSubmit } from '../../prerender/hold-forms';
import { useOnlineStatus } from '../../pwa/use-online-status';
import {
  DeferredDispatcherPanel,
  DeferredStatusActions,
  preloadEmergencyActions,
} from '../emergency-actions/deferred';
import { ConnectionIndicator } from './connection-indicator';
import { loadedEndedStatus, loadedEndedStatusMessages } from './load-ended-status';
import {
  loadedPanelActions,
  loadedPhoneReport,
  loadedStatusMessages,
  loadedStatusPanel,
} from './load-status-panel';
import { useLookupApi } from './lookup-api';
import { codeProblem } from './lookup-errors';
import { NetworkNotice } from './network-notice';
import { photoAltOf, resultHeadingOf } from './result-header';
import { readShownCode } from './shown-code';
import { readCodeFragment, useCodeFragment } from './use-code-fragment';
import { useHeroLookup } from './use-hero-lookup';
import './hero-lookup.css';

/**
 * Keeps what the field holds to the spec's rule as it is typed or pasted: the spaces, hyphens and dots of a code as a
 * text message shows it ('ABC 123', 'abc-123') taken out, upper-cased, at most 6 characters, the caret where it was
 * among the characters kept. The field has no `maxlength` for this: a browser cuts a paste at it before the page
 * sees it, so 'abc-123' would arrive as 'abc-12'.
 */
function tidyInPlace(input: HTMLInputElement) {
  const { value, selectionStart, selectionEnd } = input;
  const tidy = tidyAccessCode(value).slice(0, ACCESS_CODE_LENGTH);
  if (tidy === value) return;
  input.value = tidy;
  const kept = (at: number | null) =>
    Math.min(tidyAccessCode(value.slice(0, at ?? value.length)).length, tidy.length);
  if (document.activeElement === input) input.setSelectionRange(kept(selectionStart), kept(selectionEnd));
}

// The map of where the person is: its code (Leaflet) and the site's map setup are asked for as a lookup starts, beside
// the lookup, never with the page; the streets' renderer follows once the setup says there are streets.
// The map's words in another language than English come with its code.
const loadStatusMap = () => import('../status-map/status-map');
const StatusMap = lazy(() => loadStatusMap().then(({ StatusMap }) => ({ default: StatusMap })));
/**
 * The hero's lookup: one access code in, the user's status out. It renders what `useHeroLookup` owns: the status
 * (looked up, refreshed, followed live), a status that ended, a failure. A `#code=…` link fills the code and looks
 * it up at once; with none, the code this tab showed last (a reload, Back) is looked up again.
 *
 * One uncontrolled field, checked with the contract's `accessCodeProblem` (the rules of `AccessCode`, without zod; said in the page's language by `codeProblem`) on submit and again on each change after a
 * failed submit (react-hook-form's default), without react-hook-form: for a single field it would add about
 * 10 kB gzip to the lookup's first load, past its budget. Being uncontrolled, the field also keeps whatever a
 * hero typed into the prerendered page before the app started: hydration does not touch its value.
 */
export function LookupForm() {
  const api = useLookupApi();
  const online = useOnlineStatus();
  const lookup = useHeroLookup(api);
  const { result, ended, loading, failure, refreshFailure, announcement, urgent, found, ownAnswer } =
    lookup.state;
  const [error, setError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Loaded with the lookup's answer (`useHeroLookup`): there whenever a status is.
  const StatusPanel = result ? loadedStatusPanel() : undefined;
  const { HeroAnswers, AlertControl } = result ? loadedPanelActions() : {};
  const PhoneReport = result ? loadedPhoneReport() : undefined;
  // Loaded before the end is shown (`useHeroLookup`), unless its code could not load.
  const EndedStatusView = ended ? loadedEndedStatus() : undefined;
  const networkProblem = lookup.networkProblem;

  function submit(value: string) {
    const message = codeProblem(value);
    setError(message);
    if (message) {
      codeInput.current?.focus();
      return;
    }
    const code = tidyAccessCode(value);
    preloadEmergencyActions();
    // Not without signal: a browser keeps a module that failed to load as failed for the page's life.
    if (navigator.onLine && code !== DEMO_ACCESS_CODE)
      loadStatusMap().then(
        ({ preloadMapSetup }) => preloadMapSetup(api.loadClient),
        () => {},
      );
    void lookup.lookUp(code);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (online) submit(codeInput.current?.value ?? '');
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    lookup.prepare();
    tidyInPlace(event.currentTarget);
    if (error) setError(codeProblem(event.currentTarget.value));
  }

  function forget() {
    lookup.forget();
    setError(undefined);
    if (codeInput.current) {
      codeInput.current.value = '';
      codeInput.current.focus();
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what happened before the app started.
  useEffect(() => {
    const input = codeInput.current;
    if (!input) return;
    // A code typed into the prerendered page before the app started is kept; it is only tidied. A lookup asked for
    // meanwhile (held by the page's inline script) is made now.
    tidyInPlace(input);
    // A field focused or typed into before the app started is an intent to look up, as one focused after.
    if (input.value || document.activeElement === input) lookup.prepare();
    if (takeHeldSubmit(input.form)) return submit(input.value);
    // A link's code wins (`useCodeFragment`); without one, the code this tab showed (a reload, Back, Forward).
    const kept = readCodeFragment(window.location.hash) === null ? readShownCode() : null;
    if (kept) {
      input.value = kept;
      submit(kept);
    }
  }, []);

  // The app's own answer is on screen: the place the inline script kept for it is given up.
  useEffect(() => {
    if (result || ended || failure) endEarlyLookup();
  }, [result, ended, failure]);

  useCodeFragment((code) => {
    // Tidied but not cut: a link's code of 7 characters is shown whole, with what is wrong with it.
    if (codeInput.current) codeInput.current.value = tidyAccessCode(code);
    // Without signal it is tried as soon as the signal is back (`useHeroLookup`).
    submit(code);
  });

  useEffect(() => {
    const heading = resultHeading.current;
    if (found === 0 || !heading) return;
    // The result's top, with its status line, in view rather than only its heading at the screen's edge.
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [found]);

  return (
    <>
      <form className="lookup-form" noValidate onSubmit={onSubmit} aria-label={LOOKUP_WORDS.heading}>
        <TextField
          ref={codeInput}
          name="code"
          label={LOOKUP_WORDS.codeLabel}
          hint={LOOKUP_WORDS.codeHint}
          placeholder={LOOKUP_WORDS.codePlaceholder}
          // A phone offers the code from the text message above the keyboard.
          autoComplete="one-time-code"
          // The code's letters and digits read left to right in every language.
          dir="ltr"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          enterKeyHint="go"
          className="lookup-form__code"
          error={error}
          onChange={onChange}
          onFocus={lookup.prepare}
        />
        <div className="lookup-form__actions">
          <Button type="submit" busy={loading} disabled={!online}>
            {loading ? RESULT_WORDS.submitting : LOOKUP_WORDS.submit}
          </Button>
        </div>
      </form>

      {result || ended || failure ? null : (
        // Empty here; the inline script paints the top of a `#code=` link's result into it before the app has
        // started (early-paint.ts), and it goes as soon as the app shows its own result. What it may hold then is
        // not the app's to hydrate: React leaves the children of inner HTML alone.
        <div
          className="lookup-early"
          {...{ [EARLY_STATUS_ATTRIBUTE]: '' }}
          data-waiting={RESULT_WORDS.submitting}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty; it keeps React out of what is painted.
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      )}

      {networkProblem && !result ? (
        <NetworkNotice problem={networkProblem} waiting={failure?.retry === true} name={undefined} />
      ) : null}
      {failure && !failure.retry ? (
        <Alert tone="error" title={LOOKUP_WORDS.failureTitle}>
          {failure.kind === 'notFound' ? (
            <>
              <p>{failure.message}</p>
              <p>{LOOKUP_WORDS.wrongCode({ hours: STATUS_RETENTION_HOURS })}</p>
            </>
          ) : (
            failure.message
          )}
        </Alert>
      ) : null}

      {/* Said, not shown: the panel itself shows the change. */}
      <p role="status" aria-live="polite" className="lookup-announcement sc-visually-hidden">
        {announcement}
      </p>
      {/* The emergency switched on: said at once, interrupting, and once. */}
      <p aria-live="assertive" aria-atomic="true" className="lookup-urgent sc-visually-hidden">
        {urgent}
      </p>

      {ended && EndedStatusView ? (
        <ComponentWords messages={loadedEndedStatusMessages}>
          <EndedStatusView ended={ended} ownAnswer={ownAnswer} headingRef={resultHeading} />
        </ComponentWords>
      ) : ended ? (
        <p className="lookup-result__ended">{LOOKUP_WORDS.ended}</p>
      ) : null}

      {result && StatusPanel && PhoneReport && HeroAnswers && AlertControl ? (
        <ComponentWords messages={loadedStatusMessages}>
          <section className="lookup-result" aria-labelledby="lookup-result-heading">
            <div className="lookup-result__who">
              <h2 id="lookup-result-heading" ref={resultHeading} tabIndex={-1}>
                {resultHeadingOf(result.snapshot)}
              </h2>
              {result.snapshot.photo_url ? (
                <img
                  className="lookup-result__photo"
                  src={result.snapshot.photo_url}
                  alt={photoAltOf(result.snapshot)}
                  referrerPolicy="no-referrer"
                />
              ) : null}
            </div>
            <PhoneReport snapshot={result.snapshot} silent={lookup.phoneSilent} />
            {lookup.followed ? (
              <ConnectionIndicator
                connection={lookup.connection}
                refreshing={lookup.refreshing}
                unreachable={networkProblem !== null}
                silent={lookup.phoneSilent}
                name={result.snapshot.displayName?.trim() || undefined}
              />
            ) : null}
            {networkProblem ? (
              <NetworkNotice
                problem={networkProblem}
                waiting
                name={result.snapshot.displayName?.trim() || undefined}
              />
            ) : refreshFailure ? (
              <Alert tone="error" title={LOOKUP_WORDS.refreshFailureTitle}>
                {refreshFailure.message}
              </Alert>
            ) : null}
            <StatusPanel
              snapshot={result.snapshot}
              headingLevel={3}
              locale={dateLocale()}
              statusActions={
                <DeferredStatusActions snapshot={result.snapshot} fallbackNumber={settings.emergencyNumber} />
              }
              ownAnswer={ownAnswer}
              showPhoto={false}
              // What a hero can do comes right after the heroes' answers, before the times, details and steps.
              afterAnswers={
                <>
                  <HeroAnswers
                    code={result.code}
                    ownAnswer={ownAnswer}
                    onAnswered={lookup.answered}
                    refresh={lookup.refresh}
                    snapshot={result.snapshot}
                  />
                  {lookup.followed ? (
                    <AlertControl key={result.code} loadClient={api.loadClient} code={result.code} />
                  ) : null}
                </>
              }
              map={
                result.snapshot.location ? (
                  <Suspense fallback={<div className="lookup-map-placeholder" />}>
                    {/* The demo is answered on the page: its map asks the server nothing either. */}
                    <StatusMap
                      snapshot={result.snapshot}
                      locale={dateLocale()}
                      loadClient={result.code === DEMO_ACCESS_CODE ? undefined : api.loadClient}
                      silent={lookup.phoneSilent}
                    />
                  </Suspense>
                ) : null
              }
            />
            <DeferredDispatcherPanel
              snapshot={result.snapshot}
              fallbackNumber={settings.emergencyNumber}
              loadClient={result.code === DEMO_ACCESS_CODE ? undefined : api.loadClient}
            />
            <div className="lookup-result__forget">
              <Button type="button" variant="secondary" onClick={forget}>
                {LOOKUP_WORDS.forget}
              </Button>
            </div>
          </section>
        </ComponentWords>
      ) : null}
    </>
  );
}
