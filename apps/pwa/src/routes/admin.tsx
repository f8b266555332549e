import { createFileRoute, useSearch } from '@tanstack/react-router';
import { AdminInbox } from '../features/admin-inbox/admin-inbox';
import { ADMIN_DASHBOARD_TEXTS } from '../features/admin-login/messages';
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
  head: () => pageHead(ADMIN_DASHBOARD_TEXTS.heading, ADMIN_DASHBOARD_TEXTS.description),
  component: AdminPage,
});

function AdminPage() {
  // Not `Route.useSearch()`: in this split-off component it makes the bundler cut the site's entry into shared
  // chunks, some 2 kB more in every first load.
  const { status, id, deleted } = useSearch({ from: '/admin' });
  return (
    <div className="page admin-inbox">
      <h1>{ADMIN_DASHBOARD_TEXTS.heading}</h1>
      <AdminInbox status={status} id={id} deleted={deleted} />
    </div>
  );
}
