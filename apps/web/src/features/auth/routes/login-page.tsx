import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { loginFields } from '@console/shared/forms/account-fields';
import { validateFields } from '@console/shared/validation/validate-fields';
import { NETWORK_ERROR_MESSAGE, unlessUnanswered } from '../../../lib/api-client';
import { isDeviceOffline } from '../../../lib/connectivity';
import { AuthCard } from '../components/auth-card';
import { LockIcon, PasswordToggleIcon, UserIcon } from '../components/login-icons';
import { useLogin } from '../api/login';

/**
 * The first screen of every visit, drawn without antd and without zod (the generic validator of spec §5): on a
 * commune's mobile link it shows after ~110 KB of scripts instead of ~275 KB. While the officer types, the antd shell
 * that every next screen needs is fetched in the background.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);

  useEffect(() => prefetchWhenIdle(() => import('../../../app/antd-shell')), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loginMutation.isPending) return;
    const data = new FormData(event.currentTarget);
    const values = { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
    setError(null);
    const invalid = validateFields(loginFields, values);
    if (invalid) return setError(invalid);
    if (isDeviceOffline()) return setError(NETWORK_ERROR_MESSAGE);
    const response = await unlessUnanswered(
      loginMutation.mutateAsync({ username: values.username.trim(), password: values.password }),
    );
    if (!response) return setError(NETWORK_ERROR_MESSAGE);
    if (response.code === SUCCESS_CODE) navigate('/admin/home', { replace: true });
    else setError(response.message || 'Đăng nhập không thành công');
  };

  const pending = loginMutation.isPending;
  return (
    <AuthCard title="Đăng nhập">
      <form name="login" onSubmit={submit} noValidate data-testid="login-form">
        <div className="plain-field">
          <label htmlFor="login_username">Tên đăng nhập</label>
          <div className="plain-input">
            <UserIcon />
            <input
              id="login_username"
              name="username"
              autoComplete="username"
              autoFocus
              autoCapitalize="none"
              spellCheck={false}
            />
          </div>
        </div>
        <div className="plain-field">
          <label htmlFor="login_password">Mật khẩu</label>
          <div className="plain-input">
            <LockIcon />
            <input
              id="login_password"
              name="password"
              type={passwordShown ? 'text' : 'password'}
              autoComplete="current-password"
            />
            <button
              type="button"
              className="plain-input-toggle"
              onClick={() => setPasswordShown((shown) => !shown)}
              aria-label={passwordShown ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
              aria-pressed={passwordShown}
            >
              <PasswordToggleIcon shown={passwordShown} />
            </button>
          </div>
        </div>
        {error && (
          <div className="plain-alert" role="alert" data-testid="login-error">
            <span className="plain-alert-icon" aria-hidden="true" />
            <span>{error}</span>
          </div>
        )}
        <button
          type="submit"
          className="plain-button is-primary is-large is-block"
          aria-busy={pending}
          data-testid="login-submit"
        >
          {pending && <span className="plain-button-spinner" aria-hidden="true" />}
          Đăng nhập
        </button>
        <div className="auth-links">
          <Link to="/auth/forget-password" data-testid="forget-password-link">
            Quên mật khẩu?
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}

/** runs a download once the browser is idle (or after 2 s where there is no requestIdleCallback); returns a cancel */
function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  const run = () => void load().catch(() => undefined);
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 2_000);
  return () => clearTimeout(handle);
}
