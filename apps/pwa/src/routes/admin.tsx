import { createFileRoute } from '@tanstack/react-router';
import { AdminInbox } from '../features/admin-inbox/admin-inbox';
import { ADMIN_INBOX_TEXTS } from '../features/admin-inbox/messages';
import { pageHead } from '../lib/page-head';

/**
 * The inbox's place is in the address: `?status=open|handled|all`, `&id=` for one message. The inbox checks the
 * status against the contract's list: this part of the route is in the site's first load, which must not import
 * the API package.
 */
interface AdminSearch {
  status?: string;
  id?: string;
  deleted?: boolean;
}

export const Route = createFileRoute('/admin')({
  validateSearch: (search: Record<string, unknown>): AdminSearch => ({
    ...(typeof search.status === 'string' && search.status ? { status: search.status } : {}),
    ...(typeof search.id === 'string' && search.id ? { id: search.id } : {}),
    ...(search.deleted === true ? { deleted: true } : {}),
  }),
  head: () => pageHead(ADMIN_INBOX_TEXTS.heading, ADMIN_INBOX_TEXTS.description, { noIndex: true }),
  component: AdminPage,
});

function AdminPage() {
  const { status, id, deleted } = Route.useSearch();
  return (
    <div className="page admin-inbox">
      <h1>{ADMIN_INBOX_TEXTS.heading}</h1>
      <AdminInbox status={status} id={id} deleted={deleted} />
    </div>
  );
}
