import { type FeedbackItem, isApiError } from '@safety-companion/api';
import { Alert, Button } from '@safety-companion/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { ADMIN_INBOX_TEXTS } from './messages';
import type { InboxFilter } from './types';
import { formatReceived, useAdminCall } from './use-admin-call';

function replyLink(item: FeedbackItem): string {
  return `mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`;
}

/** One message in full, with a reply link, "mark handled", and delete after a confirmation. */
export function FeedbackDetail({ id, status }: { id: string; status: InboxFilter }) {
  const api = useApi();
  const adminCall = useAdminCall();
  const navigate = useNavigate();
  const [item, setItem] = useState<FeedbackItem | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const dialogTitle = useId();

  useEffect(() => {
    let current = true;
    setItem(undefined);
    setProblem(undefined);
    adminCall(() => api.getFeedback(id)).then(
      (found) => {
        if (current && found) setItem(found);
      },
      (error: unknown) => {
        if (!current) return;
        setProblem(
          isApiError(error) && error.status === 404 ? ADMIN_INBOX_TEXTS.notFound : ADMIN_INBOX_TEXTS.failure,
        );
      },
    );
    return () => {
      current = false;
    };
  }, [api, adminCall, id]);

  // The list's link took the admin here: the message's heading takes the focus, as a new page's would.
  useEffect(() => {
    if (item) heading.current?.focus();
  }, [item]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
    } catch {
      setProblem(ADMIN_INBOX_TEXTS.failure);
    } finally {
      setBusy(false);
    }
  }

  const toggleHandled = () =>
    run(async () => {
      if (!item) return;
      const updated = await adminCall(() => api.updateFeedback(item.id, { handled: !item.handled }));
      if (updated) setItem(updated);
    });

  const confirmDelete = () =>
    run(async () => {
      dialog.current?.close();
      const deleted = await adminCall(async () => {
        await api.deleteFeedback(id);
        return true;
      });
      if (deleted) await navigate({ to: '/admin', search: { status, deleted: true } });
    });

  return (
    <section className="admin-inbox__detail" aria-labelledby="message-heading">
      <p>
        <Link to="/admin" search={{ status }}>
          {ADMIN_INBOX_TEXTS.back}
        </Link>
      </p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {item ? (
        <article>
          <h2 id="message-heading" ref={heading} tabIndex={-1}>
            {item.subject}
          </h2>
          <dl className="admin-inbox__meta">
            <dt>{ADMIN_INBOX_TEXTS.from}</dt>
            <dd>
              {item.name} &lt;{item.email}&gt;
            </dd>
            <dt>{ADMIN_INBOX_TEXTS.received}</dt>
            <dd>
              <time dateTime={item.createdAt}>{formatReceived(item.createdAt)}</time>
            </dd>
            <dt>{ADMIN_INBOX_TEXTS.status}</dt>
            <dd>{item.handled ? ADMIN_INBOX_TEXTS.handled : ADMIN_INBOX_TEXTS.open}</dd>
          </dl>
          <p className="admin-inbox__body">{item.body}</p>
          <div className="admin-inbox__actions">
            <a className="sc-button sc-button--primary" href={replyLink(item)}>
              {ADMIN_INBOX_TEXTS.reply}
            </a>
            <Button variant="secondary" busy={busy} onClick={() => void toggleHandled()}>
              {item.handled ? ADMIN_INBOX_TEXTS.markOpen : ADMIN_INBOX_TEXTS.markHandled}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => dialog.current?.showModal()}>
              {ADMIN_INBOX_TEXTS.delete}
            </Button>
          </div>
          {/* The native modal dialog traps the focus, makes the page behind it inert and closes on Escape. */}
          <dialog ref={dialog} className="admin-inbox__dialog" aria-labelledby={dialogTitle}>
            <h3 id={dialogTitle}>{ADMIN_INBOX_TEXTS.confirmTitle}</h3>
            <p>{ADMIN_INBOX_TEXTS.confirmText}</p>
            <div className="admin-inbox__actions">
              <Button variant="secondary" autoFocus onClick={() => dialog.current?.close()}>
                {ADMIN_INBOX_TEXTS.cancel}
              </Button>
              <Button onClick={() => void confirmDelete()}>{ADMIN_INBOX_TEXTS.confirmDelete}</Button>
            </div>
          </dialog>
        </article>
      ) : null}
    </section>
  );
}
