import RESULT_WORDS from 'words:lookup-result';

/** The drawings of the person's actions, shared with the action bar's Call (whose phone it is). */
export const PHONE_ICON =
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
const MESSAGE_ICON = 'M4 5h16v11H9l-5 4z';

export interface PersonActionsProps {
  /** The person's own number (`contactPhone`, E.164); nothing is shown without one. */
  phone: string | null | undefined;
  /** The name the person shows, when they show one. */
  name: string | undefined;
}

/**
 * "Call Riley" and "Message Riley": a call (`tel:`) and a text message (`sms:`) to the number the person shares with
 * their heroes, the first of the action bar in an emergency and after an expired countdown, and kept by an open page
 * after the status ends. The page's inline script paints the same (early-paint.ts).
 */
export function PersonActions({ phone, name }: PersonActionsProps) {
  if (!phone) return null;
  return (
    <div className="emergency-bar__person">
      <a className="emergency-bar__action emergency-bar__person-action" href={`tel:${phone}`}>
        <svg className="emergency-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={PHONE_ICON} />
        </svg>
        {name ? RESULT_WORDS.callPersonNamed({ name }) : RESULT_WORDS.callPerson}
      </a>
      <a className="emergency-bar__action emergency-bar__person-action" href={`sms:${phone}`}>
        <svg className="emergency-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={MESSAGE_ICON} />
        </svg>
        {name ? RESULT_WORDS.messagePersonNamed({ name }) : RESULT_WORDS.messagePerson}
      </a>
    </div>
  );
}
