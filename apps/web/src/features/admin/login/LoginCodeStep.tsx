import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../ui/Field';

/**
 * The login's second step for an account with two-factor authentication: the 6 digits of the app, or
 * one of the recovery codes (for a lost phone). One box: the server tells them apart by their form.
 */
export function LoginCodeStep({
  code,
  onCode,
  onBack,
}: {
  code: string;
  onCode: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('admin');
  const [recovery, setRecovery] = useState(false);
  const switchKind = () => {
    setRecovery((r) => !r);
    onCode('');
  };
  return (
    <div>
      <label htmlFor="login-code" className="block text-sm font-medium text-slate-800">
        {recovery ? t('login.recoveryCode') : t('login.code')}
      </label>
      <input
        key={recovery ? 'recovery' : 'app'}
        id="login-code"
        required
        // The page's only task now is this code, just asked for.
        autoFocus
        aria-describedby="login-code-hint"
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 64 : 9}
        spellCheck={false}
        className={inputClass}
        value={code}
        onChange={(e) => onCode(e.target.value)}
      />
      <p id="login-code-hint" className="mt-1 text-xs text-slate-600">
        {recovery ? t('login.recoveryHint') : t('login.codeHint')}
      </p>
      <div className="mt-3 flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={switchKind}
          className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950"
        >
          {recovery ? t('login.useApp') : t('login.useRecovery')}
        </button>
        <button
          type="button"
          onClick={onBack}
          className="text-slate-700 underline underline-offset-2 hover:text-slate-900"
        >
          {t('login.back')}
        </button>
      </div>
    </div>
  );
}
