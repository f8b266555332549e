import ADMIN_INBOX_WORDS from 'words:admin-inbox';
import type { AdminClient, FeedbackItem } from '@safety-companion/api';
import { Alert, Button } from '@safety-companion/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { formatReceived } from './format';
import { isSignedOut, LOGIN_REDIRECT } from './session';
import type { InboxFilter } from './types';

function replyLink(item: FeedbackItem): string {
  return `mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`;
}

/** One message in full, with a reply link, "mark handled", and delete after a confirmation. */
export function FeedbackDetail({
  api,
  loaded,
  status,
}: {
  api: AdminClient;
  /** The message as the route's loader read it. */
  loaded: FeedbackItem;
  status: InboxFilter;
}) {
  const navigate = useNavigate();
  // The message as the last change answered it, kept only while the route shows the one it changed.
  const [changed, setChanged] = useState<{ of: FeedbackItem; item: FeedbackItem } | undefined>();
  const item = changed?.of === loaded ? changed.item : loaded;
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const dialogTitle = useId();

  // The list's link took the admin here: the message's heading takes the focus, as a new page's would, each time
  // the route loads a message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` is when to focus, not an input of the effect.
  useEffect(() => {
    heading.current?.focus();
  }, [loaded]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
    } catch (error) {
      if (isSignedOut(error)) await navigate(LOGIN_REDIRECT);
      else setProblem(ADMIN_INBOX_WORDS.failure);
    } finally {
      setBusy(false);
    }
  }

  const toggleHandled = () =>
    run(async () => {
      setChanged({ of: loaded, item: await api.updateFeedback(item.id, { handled: !item.handled }) });
    });

  const confirmDelete = () =>
    run(async () => {
      dialog.current?.close();
      await api.deleteFeedback(item.id);
      await navigate({ to: '/admin', search: { status, deleted: true } });
    });

  return (
    <section className="admin-inbox__detail" aria-labelledby="message-heading">
      <p>
        <Link to="/admin" search={{ status }}>
          {ADMIN_INBOX_WORDS.back}
        </Link>
      </p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <article>
        <h2 id="message-heading" ref={heading} tabIndex={-1}>
          {item.subject}
        </h2>
        <dl className="admin-inbox__meta">
          <dt>{ADMIN_INBOX_WORDS.from}</dt>
          <dd>
            {item.name} &lt;{item.email}&gt;
          </dd>
          <dt>{ADMIN_INBOX_WORDS.received}</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatReceived(item.createdAt)}</time>
          </dd>
          <dt>{ADMIN_INBOX_WORDS.status}</dt>
          <dd>{item.handled ? ADMIN_INBOX_WORDS.handled : ADMIN_INBOX_WORDS.open}</dd>
        </dl>
        <p className="admin-inbox__body">{item.body}</p>
        <div className="admin-inbox__actions">
          <a className="sc-button sc-button--primary" href={replyLink(item)}>
            {ADMIN_INBOX_WORDS.reply}
          </a>
          <Button variant="secondary" busy={busy} onClick={() => void toggleHandled()}>
            {item.handled ? ADMIN_INBOX_WORDS.markOpen : ADMIN_INBOX_WORDS.markHandled}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => dialog.current?.showModal()}>
            {ADMIN_INBOX_WORDS.delete}
          </Button>
        </div>
        {/* The native modal dialog traps the focus, makes the page behind it inert and closes on Escape. */}
        <dialog ref={dialog} className="admin-inbox__dialog" aria-labelledby={dialogTitle}>
          <h3 id={dialogTitle}>{ADMIN_INBOX_WORDS.confirmTitle}</h3>
          <p>{ADMIN_INBOX_WORDS.confirmText}</p>
          <div className="admin-inbox__actions">
            <Button variant="secondary" autoFocus onClick={() => dialog.current?.close()}>
              {ADMIN_INBOX_WORDS.cancel}
            </Button>
            <Button onClick={() => void confirmDelete()}>{ADMIN_INBOX_WORDS.confirmDelete}</Button>
          </div>
        </dialog>
      </article>
    </section>
  );
}
