import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminLoginForm } from '../features/admin-login/admin-login-form';
import { ADMIN_LOGIN_HEAD_TEXTS } from '../features/admin-login/page-texts';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/admin-login')({
  head: () => pageHead(ADMIN_LOGIN_HEAD_TEXTS.heading, ADMIN_LOGIN_HEAD_TEXTS.subtitle),
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const navigate = useNavigate();
  return (
    <div className="page admin-login">
      <h1>{ADMIN_LOGIN_HEAD_TEXTS.heading}</h1>
      <p className="admin-login__subtitle">{ADMIN_LOGIN_HEAD_TEXTS.subtitle}</p>
      <AdminLoginForm onSignedIn={() => void navigate({ to: '/admin' })} />
    </div>
  );
}
