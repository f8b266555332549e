import ADMIN_INBOX_WORDS from 'words:admin-inbox';
import type { AdminClient } from '@safety-companion/api';
import { Alert, Button } from '@safety-companion/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { FeedbackDetail } from './feedback-detail';
import { FeedbackList } from './feedback-list';
import type { InboxData } from './load';
import type { InboxFilter } from './types';
import './admin-inbox.css';

/** The admin dashboard, once its route has checked the session and loaded the inbox, or one message. */
export function AdminInbox({
  api,
  username,
  status,
  loaded,
  notice,
}: {
  api: AdminClient;
  username: string;
  status: InboxFilter;
  /** What the route's loader read. */
  loaded: InboxData;
  notice?: string;
}) {
  const navigate = useNavigate();

  async function signOut() {
    // Whatever the answer, the admin leaves: a session the server no longer knows is over anyway.
    await api.adminLogout().catch(() => {});
    await navigate({ to: '/admin-login' });
  }

  return (
    <>
      <div className="admin-inbox__bar">
        <p>
          {ADMIN_INBOX_WORDS.signedInAs} <strong>{username}</strong>
        </p>
        <Button variant="secondary" onClick={() => void signOut()}>
          {ADMIN_INBOX_WORDS.signOut}
        </Button>
      </div>
      {'page' in loaded ? (
        <FeedbackList api={api} firstPage={loaded.page} status={status} notice={notice} />
      ) : loaded.item ? (
        <FeedbackDetail api={api} loaded={loaded.item} status={status} />
      ) : (
        <>
          <p>
            <Link to="/admin" search={{ status }}>
              {ADMIN_INBOX_WORDS.back}
            </Link>
          </p>
          <Alert tone="error">{ADMIN_INBOX_WORDS.notFound}</Alert>
        </>
      )}
    </>
  );
}
