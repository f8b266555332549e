import { FEEDBACK_STATUSES } from '@safety-companion/api';
import { Button } from '@safety-companion/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { FeedbackDetail } from './feedback-detail';
import { FeedbackList } from './feedback-list';
import { ADMIN_INBOX_TEXTS } from './messages';
import type { InboxFilter } from './types';
import { useAdminCall } from './use-admin-call';
import './admin-inbox.css';

/**
 * The admin dashboard: checks the session first (a visitor who is not signed in goes to the login page), then
 * shows the inbox, or one message when `id` is set.
 */
export function AdminInbox({
  status: requested,
  id,
  deleted,
}: {
  /** The filter in the address; anything but a known one lists the open messages. */
  status?: string;
  id?: string;
  deleted?: boolean;
}) {
  const status: InboxFilter = FEEDBACK_STATUSES.find((known) => known === requested) ?? 'open';
  const api = useApi();
  const adminCall = useAdminCall();
  const navigate = useNavigate();
  const [username, setUsername] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    adminCall(() => api.adminSession()).then(
      (session) => setUsername(session?.username),
      () => setFailed(true),
    );
  }, [api, adminCall]);

  async function signOut() {
    // Whatever the answer, the admin leaves: a session the server no longer knows is over anyway.
    await api.adminLogout().catch(() => {});
    await navigate({ to: '/admin-login' });
  }

  if (!username) {
    return (
      <p role={failed ? 'alert' : 'status'}>
        {failed ? ADMIN_INBOX_TEXTS.failure : ADMIN_INBOX_TEXTS.checking}
      </p>
    );
  }
  return (
    <>
      <div className="admin-inbox__bar">
        <p>
          {ADMIN_INBOX_TEXTS.signedInAs} <strong>{username}</strong>
        </p>
        <Button variant="secondary" onClick={() => void signOut()}>
          {ADMIN_INBOX_TEXTS.signOut}
        </Button>
      </div>
      {id ? (
        <FeedbackDetail id={id} status={status} />
      ) : (
        <FeedbackList status={status} notice={deleted ? ADMIN_INBOX_TEXTS.deleted : undefined} />
      )}
    </>
  );
}
