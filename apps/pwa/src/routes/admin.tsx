import ADMIN_INBOX_WORDS from 'words:admin-inbox';
import SITE_WORDS from 'words:site';
import { Alert } from '@safety-companion/ui';
import { createFileRoute, useLoaderData, useRouteContext, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AdminInbox } from '../features/admin-inbox/admin-inbox';
import { loadInbox } from '../features/admin-inbox/load';
import { inboxFilter } from '../features/admin-inbox/types';
import { pageHead } from '../lib/page-head';

/**
 * The inbox's place is in the address: `?status=open|handled|all`, `&id=` for one message. Any other status lists
 * the open messages (`inboxFilter`).
 */
interface AdminSearch {
  status?: string;
  id?: string;
  deleted?: boolean;
}

export const Route = createFileRoute('/admin')({
  // By hand, not with the contract's zod schema: this check is in every page's first load, and zod is not.
  validateSearch: (search: Record<string, unknown>): AdminSearch => ({
    ...(typeof search.status === 'string' && search.status ? { status: search.status } : {}),
    ...(typeof search.id === 'string' && search.id ? { id: search.id } : {}),
    ...(search.deleted === true ? { deleted: true } : {}),
  }),
  // The router's plugin leaves `beforeLoad` in every first load: it imports its code, which brings the inbox's API
  // client, only when it runs.
  beforeLoad: async ({ context }) =>
    (await import('../features/admin-inbox/check-session')).checkSession(context.api),
  loaderDeps: ({ search: { status, id } }) => ({ status, id }),
  loader: ({ context, deps }) => loadInbox(context.api, deps),
  // The loader and the pending component load with the page's component: by default both would be in every
  // first load.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  head: () => pageHead(SITE_WORDS.pages.adminDashboard, SITE_WORDS.pages.adminDashboardDescription),
  component: AdminPage,
  pendingComponent: AdminPending,
  errorComponent: AdminFailure,
});

function AdminPage() {
  // Hooks with `from`, not `Route.useSearch()`: in this split-off component that makes the bundler cut the site's
  // entry into shared chunks, some 2 kB more in every first load.
  const { status, deleted } = useSearch({ from: '/admin' });
  const { api, username } = useRouteContext({ from: '/admin' });
  const loaded = useLoaderData({ from: '/admin' });
  return (
    <AdminLayout>
      <AdminInbox
        api={api}
        username={username}
        status={inboxFilter(status)}
        loaded={loaded}
        notice={deleted ? ADMIN_INBOX_WORDS.deleted : undefined}
      />
    </AdminLayout>
  );
}

function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="page admin-inbox">
      <h1>{SITE_WORDS.pages.adminDashboard}</h1>
      {children}
    </div>
  );
}

function AdminPending() {
  return (
    <AdminLayout>
      <p role="status">{ADMIN_INBOX_WORDS.loading}</p>
    </AdminLayout>
  );
}

function AdminFailure() {
  return (
    <AdminLayout>
      <Alert tone="error">{ADMIN_INBOX_WORDS.failure}</Alert>
    </AdminLayout>
  );
}
