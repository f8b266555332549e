import { FEEDBACK_STATUSES } from '@safety-companion/api';
import { createFileRoute } from '@tanstack/react-router';
import { AdminInbox } from '../features/admin-inbox/admin-inbox';
import { ADMIN_INBOX_TEXTS } from '../features/admin-inbox/messages';
import type { InboxFilter } from '../features/admin-inbox/types';
import { pageHead } from '../lib/page-head';

/** The inbox's place is in the address: `?status=open|handled|all`, `&id=` for one message. */
interface AdminSearch {
  status?: InboxFilter;
  id?: string;
  deleted?: boolean;
}

export const Route = createFileRoute('/admin')({
  validateSearch: (search: Record<string, unknown>): AdminSearch => ({
    ...(FEEDBACK_STATUSES.includes(search.status as InboxFilter)
      ? { status: search.status as InboxFilter }
      : {}),
    ...(typeof search.id === 'string' && search.id ? { id: search.id } : {}),
    ...(search.deleted === true ? { deleted: true } : {}),
  }),
  head: () => pageHead(ADMIN_INBOX_TEXTS.heading, ADMIN_INBOX_TEXTS.description, { noIndex: true }),
  component: AdminPage,
});

function AdminPage() {
  const { status = 'open', id, deleted } = Route.useSearch();
  return (
    <div className="page admin-inbox">
      <h1>{ADMIN_INBOX_TEXTS.heading}</h1>
      <AdminInbox status={status} id={id} deleted={deleted} />
    </div>
  );
}
