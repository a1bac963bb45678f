import { type ReactNode, useEffect, useRef } from 'react';

/** The screen's heading takes focus when the screen opens, so keyboard and reader users land on it. */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

export function ErrorNote({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {error}
    </p>
  );
}

export function Busy({ loading }: { loading: boolean }) {
  return (
    <p aria-live="polite" className="busy">
      {loading ? 'Loading…' : ''}
    </p>
  );
}

/** An address no route of the table answers (a stale bookmark, a typo). */
export function NotFound() {
  return (
    <>
      <ScreenHeading>Nothing here</ScreenHeading>
      <p>
        This address names no screen of the console. <a href="#/">Go to the fleet</a>.
      </p>
    </>
  );
}
