import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminLoginForm } from '../features/admin-login/admin-login-form';

import { pageHead } from '../lib/page-head';
import { SITE_TEXTS } from '../messages/site';

export const Route = createFileRoute('/admin-login')({
  staticData: { sections: ['admin-login'] },
  head: () => pageHead(SITE_TEXTS.pages.adminLogin, SITE_TEXTS.pages.adminLoginSubtitle),
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const navigate = useNavigate();
  return (
    <div className="page admin-login">
      <h1>{SITE_TEXTS.pages.adminLogin}</h1>
      <p className="admin-login__subtitle">{SITE_TEXTS.pages.adminLoginSubtitle}</p>
      <AdminLoginForm onSignedIn={() => void navigate({ to: '/admin' })} />
    </div>
  );
}
