import { LOGIN_FAILED, LOGIN_NETWORK_FAILED, TOTP_REQUIRED } from '@app/contract';
import { TRPCClientError } from '@trpc/client';
import { Eye, EyeOff, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAdminToken } from '../../../lib/admin-token';
import { trpcClient } from '../../../lib/trpc';
import { inputClass } from '../../../ui/Field';
import { LoginCodeStep } from './LoginCodeStep';
import { useDocumentTitle } from '../../../ui/PageHero';

/** The server's message when it answered; 'Erreur de connexion au serveur' when it could not be reached. */
function loginError(err: unknown): string {
  if (!(err instanceof TRPCClientError)) return LOGIN_FAILED;
  if (err.data) return err.message || LOGIN_FAILED;
  return /fetch|network|load failed/i.test(err.message) ? LOGIN_NETWORK_FAILED : LOGIN_FAILED;
}

export function LoginPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle('Connexion · Administration');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The second step, for an account with two-factor authentication: the password is sent again with the code.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await trpcClient.auth.login.mutate({ email, password, ...(askCode ? { code } : {}) });
      setAdminToken(res.token);
      // A full navigation, as the original did, so every cache starts clean with the token.
      window.location.assign('/admin/dashboard');
    } catch (err) {
      const message = loginError(err);
      // The right password of an account with a second factor: no session yet, the code is asked for.
      if (message === TOTP_REQUIRED && !askCode) setAskCode(true);
      else setError(message);
      setBusy(false);
    }
  };
  const backToPassword = () => {
    setAskCode(false);
    setCode('');
    setError(null);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-navy-950 to-sky-900 p-4">
      <form onSubmit={onSubmit} className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-2xl">
        <div className="mb-6 text-center">
          <Lock aria-hidden="true" className="mx-auto h-10 w-10 text-sky-800" />
          <h1 className="mt-2 text-2xl font-bold text-slate-900">Administration</h1>
        </div>
        {askCode ? (
          <LoginCodeStep code={code} onCode={setCode} onBack={backToPassword} />
        ) : (
          <>
            <label htmlFor="login-email" className="block text-sm font-medium text-slate-800">
              {t('login.email')}
            </label>
            <input
              id="login-email"
              type="email"
              required
              autoComplete="username"
              className={inputClass}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <label htmlFor="login-password" className="mt-4 block text-sm font-medium text-slate-800">
              {t('login.password')}
            </label>
            <div className="relative">
              <input
                id="login-password"
                type={show ? 'text' : 'password'}
                required
                autoComplete="current-password"
                className={`${inputClass} pr-10`}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button
                type="button"
                onClick={() => setShow((s) => !s)}
                aria-label={show ? t('login.hide') : t('login.show')}
                className="absolute right-2 top-2.5 p-1 text-slate-600"
              >
                {show ? (
                  <EyeOff aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Eye aria-hidden="true" className="h-4 w-4" />
                )}
              </button>
            </div>
          </>
        )}
        {error && (
          <p role="alert" className="mt-4 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="mt-6 w-full rounded-lg bg-sky-800 py-2.5 font-semibold text-white hover:bg-sky-900 disabled:opacity-60"
        >
          {busy ? 'Connexion...' : askCode ? t('login.verify') : 'Se connecter'}
        </button>
      </form>
    </main>
  );
}
