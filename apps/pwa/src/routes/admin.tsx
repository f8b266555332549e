import { createFileRoute, Link } from '@tanstack/react-router';
import { ADMIN_DASHBOARD_TEXTS } from '../features/admin-login/messages';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/admin')({
  head: () => pageHead(ADMIN_DASHBOARD_TEXTS.heading, 'The administrative dashboard.'),
  component: AdminPage,
});

function AdminPage() {
  return (
    <div className="page">
      <h1>{ADMIN_DASHBOARD_TEXTS.heading}</h1>
      <p>{ADMIN_DASHBOARD_TEXTS.unavailable}</p>
      <p>
        <Link to="/">{ADMIN_DASHBOARD_TEXTS.home}</Link>
      </p>
    </div>
  );
}
