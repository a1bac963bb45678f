import { type FormEvent, useId, useState } from 'react';
import { SignInError, signIn } from '../auth.ts';
import { ErrorNote } from '../components/common.tsx';

export function SignIn() {
  const [error, setError] = useState<string>();
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), password: useId(), otp: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const otp = String(form.get('otp') ?? '').trim();
    setBusy(true);
    setError(undefined);
    try {
      await signIn(String(form.get('email')), String(form.get('password')), otp || undefined);
    } catch (failure) {
      if (failure instanceof SignInError && failure.mfaRequired) setNeedsCode(true);
      setError(failure instanceof Error ? failure.message : 'Sign-in failed.');
      setBusy(false);
    }
  }

  return (
    <main className="centered">
      <form className="card sign-in" onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Sign in</h1>
        <label htmlFor={ids.email}>Email</label>
        <input id={ids.email} name="email" type="email" autoComplete="username" required />
        <label htmlFor={ids.password}>Password</label>
        <input id={ids.password} name="password" type="password" autoComplete="current-password" required />
        <label htmlFor={ids.otp}>MFA code {needsCode ? '(required)' : '(if enrolled)'}</label>
        <input
          id={ids.otp}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          required={needsCode}
        />
        <ErrorNote error={error} />
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
