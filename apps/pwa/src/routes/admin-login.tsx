import SITE_WORDS from 'words:site';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminLoginForm } from '../features/admin-login/admin-login-form';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/admin-login')({
  head: () => pageHead(SITE_WORDS.pages.adminLogin, SITE_WORDS.pages.adminLoginSubtitle),
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const navigate = useNavigate();
  return (
    <div className="page admin-login">
      <h1>{SITE_WORDS.pages.adminLogin}</h1>
      <p className="admin-login__subtitle">{SITE_WORDS.pages.adminLoginSubtitle}</p>
      <AdminLoginForm onSignedIn={() => void navigate({ to: '/admin' })} />
    </div>
  );
}
