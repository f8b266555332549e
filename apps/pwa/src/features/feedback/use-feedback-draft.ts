import type { FeedbackInput } from '@safety-companion/api';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the feedback form holds while it is being written: the fields of the API package's `FeedbackInput`. */
export type FeedbackDraft = FeedbackInput;

/** Where the draft is kept: this tab only (sessionStorage), so a name and email never outlive the tab. */
export const FEEDBACK_DRAFT_KEY = 'feedback-draft';

/** How long typing must pause before the draft is written. */
export const FEEDBACK_DRAFT_DELAY_MS = 300;

export const EMPTY_FEEDBACK: FeedbackDraft = { name: '', email: '', subject: '', body: '' };

const FIELDS = Object.keys(EMPTY_FEEDBACK) as (keyof FeedbackDraft)[];

function isEmpty(draft: FeedbackDraft): boolean {
  return FIELDS.every((field) => draft[field] === '');
}

/** The saved draft, or the empty form when there is none or it cannot be read. */
export function readFeedbackDraft(): FeedbackDraft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(FEEDBACK_DRAFT_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return { ...EMPTY_FEEDBACK };
    const draft = { ...EMPTY_FEEDBACK };
    for (const field of FIELDS) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return { ...EMPTY_FEEDBACK };
  }
}

// Storage can be full or switched off (private browsing); the form works without a draft then.
function writeFeedbackDraft(draft: FeedbackDraft) {
  try {
    if (isEmpty(draft)) sessionStorage.removeItem(FEEDBACK_DRAFT_KEY);
    else sessionStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Nothing to do: the typed text is still in the form.
  }
}

function removeFeedbackDraft() {
  try {
    sessionStorage.removeItem(FEEDBACK_DRAFT_KEY);
  } catch {
    // Nothing to do.
  }
}

/**
 * Keeps what a visitor typed into the feedback form across reloads of the tab until it is sent: `initial` is the saved
 * draft, `save` writes the form's values once typing pauses (and at once when the page is left), `clear` drops
 * the draft after a successful send.
 */
export function useFeedbackDraft() {
  const [initial] = useState(readFeedbackDraft);
  const pending = useRef<FeedbackDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (pending.current) writeFeedbackDraft(pending.current);
    pending.current = null;
  }, []);

  const save = useCallback(
    (values: Partial<FeedbackDraft>) => {
      pending.current = { ...EMPTY_FEEDBACK, ...values };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, FEEDBACK_DRAFT_DELAY_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
    removeFeedbackDraft();
  }, []);

  // A reload or a navigation within the pause would otherwise lose the last keystrokes.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { initial, save, clear };
}
