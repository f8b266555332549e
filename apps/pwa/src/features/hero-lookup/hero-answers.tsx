import ANSWERS_WORDS from 'words:answers';
import {
  ACKNOWLEDGEMENT_KINDS,
  ACKNOWLEDGEMENT_LIMITS,
  type Acknowledgement,
  type AcknowledgementKind,
  type ArrivalEstimate,
  isApiError,
  isStatusEnded,
} from '@safety-companion/api';
import {
  DEMO_ACCESS_CODE,
  type NameProblem,
  nameProblem,
  PLACES_PER_HOLDER,
  type StatusSnapshot,
} from '@safety-companion/contract';
import { Alert, Button, TextField } from '@safety-companion/ui';
import { useRef, useState } from 'react';
import { codeWords } from '../../i18n/code-words';
import { FreshPosition } from './fresh-position';
import { useLookupApi } from './lookup-api';
import { describeLookupFailure } from './lookup-errors';
import { ShareDistance } from './share-distance';
import { useHeroIdentity } from './use-hero-identity';

/** What is wrong with a name, in the page's language, with the contract's longest name. */
function nameProblemWords(problem: NameProblem): string {
  const words = ANSWERS_WORDS.nameProblems;
  return problem === 'tooLong' ? words.tooLong({ max: ACKNOWLEDGEMENT_LIMITS.name }) : words[problem];
}

/** Why the server refused an answer, by its code (`ANSWER_REFUSAL_MESSAGES`'s keys), with the contract's limits. */
function answerRefusals(): Record<keyof typeof ANSWERS_WORDS.refusals, string> {
  const { refusals } = ANSWERS_WORDS;
  return {
    full: refusals.full({ count: ACKNOWLEDGEMENT_LIMITS.perStatus }),
    'client-full': refusals['client-full']({ count: PLACES_PER_HOLDER.perClient }),
    'network-full': refusals['network-full']({ count: PLACES_PER_HOLDER.perNetwork }),
  };
}

/** How many pages have the status open now, this one included (the snapshot's `viewers`). */
function viewersWords(count: number, person: string | undefined): string {
  return person ? ANSWERS_WORDS.viewersNamed({ count, person }) : ANSWERS_WORDS.viewers({ count });
}

/** What a hero is told when an answer was not sent. */
function describeAnswerError(error: unknown): string {
  // A refusal the hero's code did not cause (the status has all the answers it takes, or this address's heroes have
  // answered it): worded by its code (`ANSWER_REFUSAL_MESSAGES`'s keys) in the page's language. Such a refusal
  // without a known code, or a request refused as invalid: the server's own words.
  const refused = isApiError(error) && error.status === 429 && error.retryAfterSeconds === undefined;
  if (refused) {
    const words = codeWords(answerRefusals(), error.code);
    if (words) return words;
  }
  if (isApiError(error) && error.message && (refused || error.kind === 'invalid-request'))
    return error.message;
  return describeLookupFailure(error);
}

interface HeroAnswersProps {
  code: string;
  /** This device's answer about the shown status, marked chosen (`aria-pressed`) until another replaces it. */
  ownAnswer: Acknowledgement | null;
  /** The answer was stored: the page's owner marks it this device's and shows it (`useHeroLookup`'s `answered`). */
  onAnswered: (answer: Acknowledgement) => void;
  /** Fetches the status again (an answer refused because the status ended shows the end). */
  refresh: () => void;
  /**
   * The status shown: its person's last known position (a hero on the way may share how far from it they are), their
   * name, and its request for a fresh position.
   */
  snapshot: Pick<StatusSnapshot, 'location' | 'displayName' | 'positionRequest' | 'viewers'>;
}

/**
 * A hero's answer under the status they looked up: an optional 'Your name' (remembered on this device) and four
 * buttons, 'I've seen this', 'I'm on my way', 'I've called emergency services', 'I'm here', in a group labelled by
 * its legend (a fieldset); the one last sent from here is pressed (filled, with a check mark), the others quiet. A
 * hero on the way may share how far away they are (`ShareDistance`). A sent answer comes back through the status
 * like any change (the stream, or a refresh), so the page's live region announces it once and the list shows it, for
 * every hero watching; on this device it reads "You …".
 */
export function HeroAnswers({ code, ownAnswer, onAnswered, refresh, snapshot }: HeroAnswersProps) {
  const { loadClient } = useLookupApi();
  const { savedName, remember } = useHeroIdentity();
  const nameInput = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<AcknowledgementKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();

  async function answer(kind: AcknowledgementKind, eta?: ArrivalEstimate | null) {
    const name = nameInput.current?.value ?? '';
    // A name the server would refuse is said at the field, in the page's language, and nothing is sent.
    const trimmed = name.trim();
    const problem = trimmed === '' ? undefined : nameProblem(trimmed, ACKNOWLEDGEMENT_LIMITS.name);
    setNameError(problem && nameProblemWords(problem));
    if (problem) {
      nameInput.current?.focus();
      return;
    }
    setSending(kind);
    setFailure(null);
    try {
      onAnswered(
        await (await loadClient()).acknowledge({
          accessCode: code,
          kind,
          name,
          hero: remember(name),
          ...(eta ? { eta } : {}),
        }),
      );
    } catch (error) {
      if (isStatusEnded(error)) refresh();
      else setFailure(describeAnswerError(error));
    } finally {
      setSending(null);
    }
  }

  const texts = ANSWERS_WORDS;
  return (
    <fieldset className="hero-answers">
      <legend className="hero-answers__heading">{texts.heading}</legend>
      {/* A followed status's count comes with its stream: its line is kept till then, so that nothing below moves. */}
      {code !== DEMO_ACCESS_CODE ? (
        <p className="hero-answers__viewers">
          {typeof snapshot.viewers === 'number' && snapshot.viewers > 0
            ? viewersWords(snapshot.viewers, snapshot.displayName?.trim() || undefined)
            : null}
        </p>
      ) : null}
      <TextField
        ref={nameInput}
        name="heroName"
        label={texts.nameLabel}
        hint={texts.nameHint}
        error={nameError}
        defaultValue={savedName}
        maxLength={ACKNOWLEDGEMENT_LIMITS.name}
        autoComplete="name"
        enterKeyHint="done"
        className="hero-answers__name"
      />
      <div className="hero-answers__buttons">
        {ACKNOWLEDGEMENT_KINDS.map((kind) => {
          // The chosen answer is filled and checked; the others share one quiet style.
          const pressed = ownAnswer?.kind === kind;
          return (
            <Button
              key={kind}
              type="button"
              variant={pressed ? 'primary' : 'secondary'}
              busy={sending === kind}
              aria-pressed={pressed}
              disabled={sending !== null}
              onClick={() => void answer(kind)}
            >
              {pressed ? (
                <svg className="hero-answers__check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
              ) : null}
              {texts.buttons[kind]}
            </Button>
          );
        })}
      </div>
      {ownAnswer?.kind === 'on-the-way' && snapshot.location ? (
        <ShareDistance
          target={snapshot.location}
          person={snapshot.displayName?.trim() || undefined}
          shared={!!ownAnswer.eta}
          texts={texts.distance}
          send={(eta) => answer('on-the-way', eta)}
          disabled={sending !== null}
        />
      ) : null}
      <FreshPosition
        code={code}
        snapshot={snapshot}
        texts={texts.freshPosition}
        identify={() => remember(nameInput.current?.value ?? savedName)}
        refresh={refresh}
      />
      {failure ? (
        <Alert tone="error" title={texts.failureTitle}>
          {failure}
        </Alert>
      ) : null}
    </fieldset>
  );
}
