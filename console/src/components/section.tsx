import { Link, Outlet } from '@tanstack/react-router';
import type { NavigationEntry } from '../shell.tsx';

/**
 * A group of screens behind one entry of the main navigation (Settings): the group's own
 * navigation, from the route table, above the open screen.
 */
export function Section({ label, entries }: { label: string; entries: NavigationEntry[] }) {
  return (
    <>
      <nav aria-label={label} className="section-nav">
        <ul className="section-list">
          {entries.map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path}>{entry.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
