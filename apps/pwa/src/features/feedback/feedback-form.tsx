import FEEDBACK_WORDS from 'words:feedback';
import type { FeedbackInput } from '@safety-companion/api';
import { Alert, Button, TextArea, TextField, useIsMobile } from '@safety-companion/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoadApi } from '../../lib/api-context';
import { lazyResolver } from '../../lib/lazy-resolver';
import { takeHeldSubmit } from '../../prerender/hold-forms';
import { NeedsConnection } from '../../pwa/needs-connection';
import { useOnlineStatus } from '../../pwa/use-online-status';
import { feedbackFailureWords, feedbackFieldWords } from './messages';
import { EMPTY_FEEDBACK, useFeedbackDraft } from './use-feedback-draft';
import './feedback.css';

/** The Message box is shorter on a phone (below the 640 px breakpoint). */
export const MESSAGE_ROWS = { mobile: 4, desktop: 6 } as const;

/**
 * The feedback form: validated with the API package's `FeedbackInput`, sent once at a time, its draft kept on
 * this device until it is sent. The rules and the API client load when they are first needed. Success replaces the
 * form with a thank-you block.
 */
export function FeedbackForm() {
  const loadApi = useLoadApi();
  const online = useOnlineStatus();
  const isMobile = useIsMobile();
  const { initial, save, clear } = useFeedbackDraft();
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // `isSubmitting` disables the button a render later; the ref blocks a second submit in the same tick too.
  const sending = useRef(false);
  const thankYouHeading = useRef<HTMLHeadingElement>(null);
  const focusNameOnShow = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackInput>({
    // The API package's schema (and zod) load at the first check, not with the page.
    resolver: lazyResolver(() => import('./feedback-rules').then(({ feedbackResolver }) => feedbackResolver)),
    defaultValues: initial,
  });

  useEffect(() => {
    const subscription = watch((values) => save(values));
    return () => subscription.unsubscribe();
  }, [watch, save]);

  useEffect(() => {
    if (submitted) {
      thankYouHeading.current?.focus();
    } else if (focusNameOnShow.current) {
      focusNameOnShow.current = false;
      setFocus('name');
    }
  }, [submitted, setFocus]);

  useEffect(() => {
    // A submit made on the prerendered page before the app started was held by the page's inline script: the form
    // is sent now, with what was typed.
    if (takeHeldSubmit(form.current)) form.current?.requestSubmit();
  }, []);

  const send = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      await (await loadApi()).addFeedback(values);
      reset(EMPTY_FEEDBACK);
      clear();
      setSubmitted(true);
    } catch (error) {
      setFailure(feedbackFailureWords(error));
    } finally {
      sending.current = false;
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending.current || !online) {
      event.preventDefault();
      return;
    }
    // The rules' code may fail to arrive (a lost signal) before anything is sent.
    send(event).catch(() => setFailure(FEEDBACK_WORDS.failures.network));
  }

  if (submitted) {
    return (
      <section className="feedback-thanks" aria-labelledby="feedback-thanks-heading">
        <h2 id="feedback-thanks-heading" ref={thankYouHeading} tabIndex={-1}>
          {FEEDBACK_WORDS.thankYouHeading}
        </h2>
        <p>{FEEDBACK_WORDS.thankYou}</p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            focusNameOnShow.current = true;
            setSubmitted(false);
          }}
        >
          {FEEDBACK_WORDS.sendMore}
        </Button>
      </section>
    );
  }

  return (
    <form
      ref={form}
      className="feedback-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={FEEDBACK_WORDS.heading}
    >
      {online ? null : <NeedsConnection what={FEEDBACK_WORDS.offlineWhat} />}
      <TextField
        label={FEEDBACK_WORDS.name}
        autoComplete="name"
        error={feedbackFieldWords('name', errors.name)}
        {...register('name')}
      />
      <TextField
        label={FEEDBACK_WORDS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={feedbackFieldWords('email', errors.email)}
        {...register('email')}
      />
      <TextField
        label={FEEDBACK_WORDS.subject}
        error={feedbackFieldWords('subject', errors.subject)}
        {...register('subject')}
      />
      <TextArea
        label={FEEDBACK_WORDS.message}
        rows={isMobile ? MESSAGE_ROWS.mobile : MESSAGE_ROWS.desktop}
        error={feedbackFieldWords('body', errors.body)}
        {...register('body')}
      />
      {failure ? (
        <Alert tone="error" title={FEEDBACK_WORDS.failureTitle}>
          {failure}
        </Alert>
      ) : null}
      <div className="feedback-form__actions">
        <Button type="submit" busy={isSubmitting} disabled={!online}>
          {isSubmitting ? FEEDBACK_WORDS.submitting : FEEDBACK_WORDS.submit}
        </Button>
      </div>
    </form>
  );
}
