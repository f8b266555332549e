import {
  ACKNOWLEDGEMENT_LIMITS,
  type Acknowledgement,
  type AcknowledgementKind,
  DEMO_ACCESS_CODE,
  describeLookupError,
  isApiError,
  isStatusEnded,
  type StatusSnapshot,
} from '@safety-companion/api';
import { Alert, Button, TextField } from '@safety-companion/ui';
import { useRef, useState } from 'react';
import { useLookupApi } from './lookup-api';
import { LOOKUP_TEXTS } from './messages';
import { useHeroIdentity } from './use-hero-identity';

const KINDS: readonly AcknowledgementKind[] = ['seen', 'on-the-way', 'called-emergency-services'];

/** What a hero is told when an answer was not sent. */
function describeAnswerError(error: unknown): string {
  // A refusal the hero's code did not cause (the status has all the answers it takes): the server's own words.
  if (isApiError(error) && error.status === 429 && error.retryAfterSeconds === undefined && error.message) {
    return error.message;
  }
  if (isApiError(error) && error.kind === 'invalid-request') return error.message;
  return describeLookupError(error);
}

interface HeroAnswersProps {
  code: string;
  snapshot: StatusSnapshot;
  /** Whether the page follows the status live: then the stream brings the answer back to the page. */
  live: boolean;
  /** Shows a snapshot as the stream would (the demo status, which has no stream, shows the answer this way). */
  show: (snapshot: StatusSnapshot) => void;
  /** Fetches the status again: without a live stream, so that the answer shows at once. */
  refresh: () => void;
}

/**
 * A hero's answer under the status they looked up: an optional 'Your name' (remembered on this device) and three
 * buttons, 'I've seen this', 'I'm on my way', 'I've called emergency services', in a group labelled by its
 * legend (a fieldset). A sent answer comes back through the status like any change (the stream, or a refresh), so the page's
 * live region announces it once and the list shows it, for every hero watching.
 */
export function HeroAnswers({ code, snapshot, live, show, refresh }: HeroAnswersProps) {
  const { client } = useLookupApi();
  const { savedName, remember } = useHeroIdentity();
  const nameInput = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<AcknowledgementKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The demo's own last answer, which the next one replaces (the server does this for real statuses).
  const ownDemoAnswer = useRef<Acknowledgement | null>(null);

  async function answer(kind: AcknowledgementKind) {
    const name = nameInput.current?.value ?? '';
    setSending(kind);
    setFailure(null);
    try {
      const stored = await client.acknowledge({ accessCode: code, kind, name, hero: remember(name) });
      if (code === DEMO_ACCESS_CODE) {
        const others = (snapshot.acknowledgements ?? []).filter((each) => each !== ownDemoAnswer.current);
        ownDemoAnswer.current = stored;
        show({ ...snapshot, acknowledgements: [stored, ...others] });
      } else if (!live) refresh();
    } catch (error) {
      if (isStatusEnded(error)) refresh();
      else setFailure(describeAnswerError(error));
    } finally {
      setSending(null);
    }
  }

  const texts = LOOKUP_TEXTS.answers;
  return (
    <fieldset className="hero-answers">
      <legend className="hero-answers__heading">{texts.heading}</legend>
      <TextField
        ref={nameInput}
        name="heroName"
        label={texts.nameLabel}
        hint={texts.nameHint}
        defaultValue={savedName}
        maxLength={ACKNOWLEDGEMENT_LIMITS.name}
        autoComplete="name"
        enterKeyHint="done"
        className="hero-answers__name"
      />
      <div className="hero-answers__buttons">
        {KINDS.map((kind) => (
          <Button
            key={kind}
            type="button"
            variant={kind === 'called-emergency-services' ? 'primary' : 'secondary'}
            busy={sending === kind}
            disabled={sending !== null}
            onClick={() => void answer(kind)}
          >
            {texts.buttons[kind]}
          </Button>
        ))}
      </div>
      {failure ? (
        <Alert tone="error" title={texts.failureTitle}>
          {failure}
        </Alert>
      ) : null}
    </fieldset>
  );
}
