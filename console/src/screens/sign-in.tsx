import { type FormEvent, useId, useState } from 'react';
import { SignInError, signIn } from '../auth.ts';
import { ErrorNote } from '../components/common.tsx';
import { replaceTemporaryPassword } from '../first-sign-in.ts';

interface Credentials {
  email: string;
  password: string;
  otp?: string;
}

export function SignIn() {
  const [error, setError] = useState<string>();
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);
  // Set when the password is an administrator's temporary one: a new one is asked for next.
  const [temporary, setTemporary] = useState<Credentials>();
  const ids = { email: useId(), password: useId(), otp: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const otp = String(form.get('otp') ?? '').trim() || undefined;
    const credentials = { email: String(form.get('email')), password: String(form.get('password')), otp };
    setBusy(true);
    setError(undefined);
    try {
      await signIn(credentials.email, credentials.password, otp);
    } catch (failure) {
      if (failure instanceof SignInError && failure.passwordChangeRequired) setTemporary(credentials);
      if (failure instanceof SignInError && failure.mfaRequired) setNeedsCode(true);
      setError(failure instanceof Error ? failure.message : 'Sign-in failed.');
      setBusy(false);
    }
  }

  if (temporary) {
    return (
      <main className="centered">
        <NewPasswordForm
          title="Choose your password"
          intro={`${temporary.email} signs in with a temporary password once: choose your own to continue.`}
          send={(newPassword) => replaceTemporaryPassword({ ...temporary, newPassword })}
        />
      </main>
    );
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

/**
 * A password chosen by the person (typed twice): a temporary one replaced at first sign-in, or an
 * invitation's. The service says how long it must be; success signs in, so the console follows.
 */
export function NewPasswordForm(props: { title: string; intro: string; send(password: string): Promise<void> }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const ids = { password: useId(), repeat: useId(), title: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password !== String(form.get('repeat'))) return setError('The two passwords differ: type the same twice.');
    setBusy(true);
    setError(undefined);
    try {
      await props.send(password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <form className="card sign-in" onSubmit={submit} aria-labelledby={ids.title} onInput={() => setError(undefined)}>
      <h1 id={ids.title}>{props.title}</h1>
      <p>{props.intro}</p>
      <label htmlFor={ids.password}>New password</label>
      <input id={ids.password} name="password" type="password" autoComplete="new-password" required />
      <label htmlFor={ids.repeat}>New password again</label>
      <input id={ids.repeat} name="repeat" type="password" autoComplete="new-password" required />
      <ErrorNote error={error} />
      <button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save and sign in'}
      </button>
    </form>
  );
}
