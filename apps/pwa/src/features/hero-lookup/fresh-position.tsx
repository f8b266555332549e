import type ANSWERS_WORDS from 'words:answers';
import { isApiError, isStatusEnded } from '@safety-companion/api';
import {
  POSITION_REQUEST_LIMITS,
  positionRequestState,
  type StatusSnapshot,
} from '@safety-companion/contract';
import { Alert, Button } from '@safety-companion/ui';
import { useEffect, useState } from 'react';
import './share-distance.css';
import { codeWords } from '../../i18n/code-words';
import { useLookupApi } from './lookup-api';
import { describeLookupFailure } from './lookup-errors';

/** The page's clock, a second at a time while `ticking`. */
function useSeconds(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

interface FreshPositionProps {
  code: string;
  snapshot: Pick<StatusSnapshot, 'positionRequest' | 'location' | 'displayName'>;
  texts: (typeof ANSWERS_WORDS)['freshPosition'];
  /** This device's hero id (drawn and kept at the first use), which gives the request the hero's name. */
  identify: () => string;
  refresh: () => void;
}

/**
 * 'Ask for a fresh position', and where the status's latest request stands, on every hero's page: "Sam asked for a
 * fresh position 40 s ago · waiting for Riley's phone" (it says asked, never that the phone was woken), then "New
 * position, 2 s ago" once a position taken after the request arrives (never an old one sent again), "Riley's phone
 * did not send a new position" when the app declined, or, after 2 minutes without either, "Riley's phone has not
 * answered. It may be off or without signal." The state, without its ticking time, is said politely.
 */
export function FreshPosition({ code, snapshot, texts, identify, refresh }: FreshPositionProps) {
  const { loadClient } = useLookupApi();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const person = snapshot.displayName?.trim() || undefined;
  const at = Date.parse(snapshot.positionRequest?.at ?? '');
  const now = useSeconds(
    Number.isFinite(at) && Date.now() - at < POSITION_REQUEST_LIMITS.waitMs + 60 * 60_000,
  );
  const request = positionRequestState(snapshot, now);

  async function ask() {
    setSending(true);
    setFailure(null);
    try {
      await (await loadClient()).requestPosition({ accessCode: code, hero: identify() });
      refresh();
    } catch (error) {
      // One came too soon: the server's reason (its code), in the page's language.
      const refusal = isApiError(error) ? codeWords(texts.refusals, error.code) : undefined;
      if (isStatusEnded(error)) refresh();
      else setFailure(refusal ?? describeLookupFailure(error));
    } finally {
      setSending(false);
    }
  }

  /** How long ago, in whole seconds under a minute, else in whole minutes: '40 s ago', '3 min ago'. */
  const ago = (ms: number) =>
    ms < 60_000
      ? texts.agoSeconds({ seconds: Math.floor(ms / 1000) })
      : texts.agoMinutes({ minutes: Math.floor(ms / 60_000) });
  let line: string | undefined;
  let said: string | undefined;
  if (request?.state === 'waiting') {
    // The hero who asked, by the name they gave with an answer, else 'A hero'.
    const who = request.request.name ?? texts.unnamedHero;
    const since = ago(Math.max(0, now - at));
    line = person ? texts.waitingNamed({ who, ago: since, person }) : texts.waiting({ who, ago: since });
    said = person ? texts.saidWaitingNamed({ who, person }) : texts.saidWaiting({ who });
  } else if (request?.state === 'answered') {
    line = texts.answered({ ago: ago(Math.max(0, now - request.takenAt.getTime())) });
    said = texts.saidAnswered;
  } else if (request?.state === 'declined')
    line = said = person ? texts.declinedNamed({ person }) : texts.declined;
  else if (request?.state === 'unanswered')
    line = said = person ? texts.unansweredNamed({ person }) : texts.unanswered;

  return (
    <div className="hero-answers__fresh">
      <Button
        type="button"
        variant="secondary"
        busy={sending}
        disabled={sending || request?.state === 'waiting'}
        onClick={() => void ask()}
      >
        {texts.ask}
      </Button>
      {line ? (
        // Said once by the live region below when it says the same.
        <p className="hero-answers__fresh-line" aria-hidden={line === said ? true : undefined}>
          {line}
        </p>
      ) : null}
      {/* The page's announcements are its own live region's; this one says the request's state alone, politely. */}
      <p className="sc-visually-hidden hero-answers__fresh-said" aria-live="polite">
        {said}
      </p>
      {failure ? (
        <Alert tone="error" title={texts.failureTitle}>
          {failure}
        </Alert>
      ) : null}
    </div>
  );
}
