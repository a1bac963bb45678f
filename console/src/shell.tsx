import { Link, Outlet, useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { signOut } from './auth.ts';
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
  useEffect(() => {
    // Another person may sign in next in this tab: nothing of this one's stays cached.
    if (session === 'signed-out') queryClient.clear();
  }, [session]);
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
            {navigation.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path} activeOptions={{ exact: entry.path === '/', includeSearch: false }}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="secondary sign-out" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <UnsavedTextGuard />
    </>
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
