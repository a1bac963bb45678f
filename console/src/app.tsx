import { lazy, Suspense, useEffect, useState } from 'react';
import { onSessionChange, refreshSession, signOut } from './auth.ts';
import { href, parseRoute, type Route, useHash } from './router.ts';
import { Fleet } from './screens/fleet.tsx';
import { Organization } from './screens/organization.tsx';
import { SignIn } from './screens/sign-in.tsx';

// The less visited screens load on first use, which keeps the initial script small.
const Detections = lazy(() => import('./screens/detections.tsx'));
const Standards = lazy(() => import('./screens/standards.tsx'));
const Webhooks = lazy(() => import('./screens/webhooks.tsx'));
const Audit = lazy(() => import('./screens/audit.tsx'));

type Session = 'restoring' | 'signed-in' | 'signed-out';

export function App() {
  const [session, setSession] = useState<Session>('restoring');
  useEffect(() => {
    const stop = onSessionChange((signedIn) => setSession(signedIn ? 'signed-in' : 'signed-out'));
    void refreshSession();
    return stop;
  }, []);
  if (session === 'restoring') {
    return (
      <main className="centered">
        <p aria-live="polite">Loading…</p>
      </main>
    );
  }
  if (session === 'signed-out') return <SignIn />;
  return <Shell />;
}

function Shell() {
  const route = parseRoute(useHash());
  return (
    <>
      <button type="button" className="skip" onClick={skipToContent}>
        Skip to content
      </button>
      <header className="topbar">
        <a className="brand" href={href.fleet()}>
          Compliance console
        </a>
        <nav aria-label="Main">
          <ul>
            <NavLink to={href.fleet()} current={route.screen === 'fleet'} label="Fleet" />
            <NavLink to={href.standards()} current={route.screen === 'standards'} label="Standards" />
            <NavLink to={href.webhooks()} current={route.screen === 'webhooks'} label="Webhooks" />
            <NavLink to={href.audit()} current={route.screen === 'audit'} label="Audit log" />
          </ul>
        </nav>
        <button type="button" className="secondary sign-out" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p aria-live="polite">Loading…</p>}>
          <Screen route={route} />
        </Suspense>
      </main>
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

function NavLink({ to, current, label }: { to: string; current: boolean; label: string }) {
  return (
    <li>
      <a href={to} aria-current={current ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
}

function Screen({ route }: { route: Route }) {
  switch (route.screen) {
    case 'organization':
      return <Organization key={route.id} id={route.id} />;
    case 'detections':
      return (
        <Detections key={route.organizationId} organizationId={route.organizationId} detectionId={route.detectionId} />
      );
    case 'standards':
      return <Standards standardId={route.standardId} />;
    case 'webhooks':
      return <Webhooks />;
    case 'audit':
      return <Audit />;
    default:
      return <Fleet />;
  }
}
