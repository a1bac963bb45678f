import type { ReactNode } from 'react';

/**
 * The one shape of every list screen's table: it scrolls on its own on a narrow screen, a reader
 * hears its caption (and so its size) before the rows, and every column header is scoped so each
 * cell is announced with its column. Rows stay the caller's: each starts with its own row header.
 */
export function DataTable(props: {
  caption: string;
  columns: readonly string[];
  /** The note under the table when nothing matches; false (or absent) while there is something. */
  empty?: string | false;
  children: ReactNode;
}) {
  const { caption, columns, empty, children } = props;
  return (
    <div className="table-scroll">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {empty && <p>{empty}</p>}
    </div>
  );
}

interface PageStep {
  label: string;
  disabled: boolean;
  onClick(): void;
}

/** Previous/next between pages of a list, with whatever tells the reader where they are in between. */
export function Pager(props: { label: string; previous: PageStep; next: PageStep; children?: ReactNode }) {
  const { label, previous, next, children } = props;
  const step = ({ label: text, disabled, onClick }: PageStep) => (
    <button type="button" className="secondary" disabled={disabled} onClick={onClick}>
      {text}
    </button>
  );
  return (
    <nav aria-label={label} className="actions">
      {step(previous)}
      {children}
      {step(next)}
    </nav>
  );
}
