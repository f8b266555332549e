import ADMIN_LOGIN_WORDS from 'words:admin-login';
import SITE_WORDS from 'words:site';
import type { AdminCredentials } from '@safety-companion/api';
import { Alert, Button, TextField } from '@safety-companion/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoadApi } from '../../lib/api-context';
import { lazyResolver } from '../../lib/lazy-resolver';
import { adminLoginFieldWords, loginFailureWords } from './messages';
import './admin-login.css';

/**
 * The admin login form. The server checks the credentials: none are in the website's code. Both fields are
 * disabled while it answers; a failure clears as soon as a field is edited.
 */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const loadApi = useLoadApi();
  const [failure, setFailure] = useState<string | null>(null);
  // Only the request disables the fields: during validation they must stay focusable for the first error.
  const [loading, setLoading] = useState(false);
  const pending = useRef(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<AdminCredentials>({
    // The contract's schema (and zod) load at the first check, not with the page.
    resolver: lazyResolver(() =>
      import('./admin-login-rules').then(({ adminLoginResolver }) => adminLoginResolver),
    ),
    defaultValues: { username: '', password: '' },
  });
  const clearFailure = () => setFailure(null);

  // The fields were disabled while waiting, which took the focus away; it comes back once they are enabled.
  useEffect(() => {
    if (failure && !loading) setFocus('username');
  }, [failure, loading, setFocus]);

  const signIn = handleSubmit(async (credentials) => {
    if (pending.current) return;
    pending.current = true;
    setLoading(true);
    setFailure(null);
    try {
      await (await loadApi()).adminLogin(credentials);
    } catch (error) {
      setFailure(loginFailureWords(error));
      return;
    } finally {
      pending.current = false;
      setLoading(false);
    }
    onSignedIn();
  });

  return (
    <form
      className="admin-login-form"
      noValidate
      // The rules' code may fail to arrive (a lost signal) before anything is sent.
      onSubmit={(event) => void signIn(event).catch(() => setFailure(ADMIN_LOGIN_WORDS.failure))}
      aria-label={SITE_WORDS.pages.adminLogin}
    >
      <TextField
        label={ADMIN_LOGIN_WORDS.username}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={adminLoginFieldWords('username', errors.username)}
        {...register('username', { onChange: clearFailure })}
        disabled={loading}
      />
      <TextField
        label={ADMIN_LOGIN_WORDS.password}
        type="password"
        autoComplete="current-password"
        error={adminLoginFieldWords('password', errors.password)}
        {...register('password', { onChange: clearFailure })}
        disabled={loading}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="admin-login-form__actions">
        <Button type="submit" busy={loading}>
          {loading ? ADMIN_LOGIN_WORDS.submitting : ADMIN_LOGIN_WORDS.submit}
        </Button>
      </div>
    </form>
  );
}
