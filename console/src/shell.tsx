import { Link, Outlet, useBlocker, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { refusal } from './api.ts';
import { signOut } from './auth.ts';
import { ErrorNote, ScreenHeading } from './components/common.tsx';
import { useMe } from './me.ts';
import { queryClient } from './query.ts';
import { SignIn } from './screens/sign-in.tsx';
import { type Permission, useSessionState } from './session.tsx';
import { hasUnsaved, navigationLosesText } from './unsaved.ts';

export interface NavigationEntry {
  path: string;
  label: string;
  needs?: Permission;
}

/** The root of every route: sign-in until someone is signed in (the address waits), then the console. */
export function Shell({ navigation }: { navigation: NavigationEntry[] }) {
  const session = useSessionState();
  const open = useRouterState({ select: (state) => state.matches.some((match) => match.staticData?.public) });
  const me = useMe();
  useEffect(() => {
    // Another person may sign in next in this tab: nothing of this one's stays cached.
    if (session === 'signed-out') queryClient.clear();
  }, [session]);
  if (open) return <Outlet />;
  if (session === 'restoring') {
    return (
      <main className="centered">
        <p aria-live="polite">Loading…</p>
      </main>
    );
  }
  if (session === 'signed-out') return <SignIn />;
  return (
    <>
      <button type="button" className="skip" onClick={skipToContent}>
        Skip to content
      </button>
      <header className="topbar">
        <Link className="brand" to="/">
          Compliance console
        </Link>
        <nav aria-label="Main">
          <ul>
            {navigation
              .filter((entry) => !entry.needs || me.can(entry.needs))
              .map((entry) => (
                <li key={entry.path}>
                  <Link to={entry.path} activeOptions={{ exact: entry.path === '/', includeSearch: false }}>
                    {entry.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <SignedInAs />
      </header>
      <main id="main" tabIndex={-1}>
        <Permitted />
      </main>
      <UnsavedTextGuard />
    </>
  );
}

/**
 * The screen, if the signed-in role may use it (the route's `needs`): otherwise a line that says
 * which permission it takes, instead of forms the service would refuse. Nothing until `me` answers.
 */
function Permitted() {
  const me = useMe();
  const needs = useRouterState({
    select: (state) => state.matches.flatMap((match) => (match.staticData?.needs ? [match.staticData.needs] : [])),
  });
  const missing = needs.find((permission) => !me.can(permission));
  if (!missing) return <Outlet />;
  if (!me.loaded) return <ErrorNote error={me.error} />;
  return (
    <>
      <ScreenHeading>Not for your role</ScreenHeading>
      <p role="alert">{refusal(missing, me.user?.role)}</p>
    </>
  );
}

/** Who is signed in (name, email, role, MFA on or off), and signing out. */
function SignedInAs() {
  const { user } = useMe();
  return (
    <div className="signed-in">
      {user && (
        <details className="who">
          <summary>
            Signed in as <strong>{user.name}</strong>
          </summary>
          <dl className="who-facts">
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Role</dt>
            <dd>{user.role}</dd>
            <dt>MFA</dt>
            <dd>{user.mfaEnabled ? 'on' : 'off'}</dd>
          </dl>
        </details>
      )}
      <button type="button" className="secondary sign-out" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

/**
 * The routes live in the hash, so a skip link to `#main` would replace the screen's address (and
 * route to the fleet): a button moves focus instead, to the screen's heading where there is one.
 */
function skipToContent() {
  const main = document.getElementById('main');
  (main?.querySelector<HTMLElement>('h1[tabindex="-1"]') ?? main)?.focus();
}

/** Asks before a navigation (a link, back or forward) or a reload would drop text not yet saved. */
function UnsavedTextGuard() {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => navigationLosesText(current, next),
    enableBeforeUnload: hasUnsaved,
    withResolver: true,
  });
  const dialog = useRef<HTMLDialogElement>(null);
  const blocked = blocker.status === 'blocked';
  useEffect(() => {
    if (blocked) dialog.current?.showModal();
    else dialog.current?.close();
  }, [blocked]);
  return (
    <dialog ref={dialog} aria-labelledby="unsaved-title" onCancel={() => blocker.reset?.()}>
      <h2 id="unsaved-title">Leave without saving?</h2>
      <p>Text you typed here is not saved yet. Leaving drops it.</p>
      <div className="actions">
        <button type="button" onClick={() => blocker.reset?.()}>
          Stay and keep the text
        </button>
        <button type="button" className="danger" onClick={() => blocker.proceed?.()}>
          Leave and drop it
        </button>
      </div>
    </dialog>
  );
}
