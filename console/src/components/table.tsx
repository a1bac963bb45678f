import { type ReactNode, useLayoutEffect, useRef } from 'react';

/** A column that sorts: its header is a button, and the header says which way it is sorted. */
export interface SortableColumn {
  label: string;
  /** ascending / descending while the table is sorted by it, none otherwise. */
  sorted: 'ascending' | 'descending' | 'none';
  onSort(): void;
}

type Column = string | SortableColumn;

const labelOf = (column: Column) => (typeof column === 'string' ? column : column.label);

/**
 * The one shape of every list screen's table: it scrolls on its own on a narrow screen, a reader
 * hears its caption (and so its size) before the rows, and every column header is scoped so each
 * cell is announced with its column. Under 600 px wide the rows become stacked cards, each cell
 * under its column's name (set here from the headers, so the rows stay each screen's own).
 */
export function DataTable(props: {
  caption: string;
  columns: readonly Column[];
  /** The note under the table when nothing matches; false (or absent) while there is something. */
  empty?: string | false;
  children: ReactNode;
}) {
  const { caption, columns, empty, children } = props;
  const body = useRef<HTMLTableSectionElement>(null);
  useLayoutEffect(() => {
    for (const row of body.current?.rows ?? []) {
      for (const [index, cell] of [...row.cells].entries()) cell.dataset.label = labelOf(columns[index] ?? '');
    }
  });
  return (
    <div className="table-scroll">
      <table className="cards">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={labelOf(column)}
                scope="col"
                aria-sort={typeof column === 'string' || column.sorted === 'none' ? undefined : column.sorted}
              >
                {typeof column === 'string' ? (
                  column
                ) : (
                  <button type="button" className="sort" onClick={column.onSort}>
                    {column.label}
                  </button>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>{children}</tbody>
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
