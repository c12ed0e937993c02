// A table that turns into cards in a box under 48rem (.table-cards in index.css): each cell then
// shows its column's name before it, so that a phone never scrolls sideways.
import type { ReactNode } from 'react';

export interface CardColumn<T> {
  /** The header, and the name a cell shows in a card. */
  label: string;
  cell: (row: T, index: number) => ReactNode;
  /** The header only for screen readers (a row number, a column of buttons). */
  isLabelHidden?: boolean;
  /** A card shows the cell without the column's name (buttons that name themselves). */
  isUnlabelled?: boolean;
  /** The row's header cell. */
  isRowHeader?: boolean;
  /** Data (a name, an email, an id), never translated. */
  isData?: boolean;
  className?: string;
  headClassName?: string;
}

interface CardTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly CardColumn<T>[];
  className?: string;
}

export function CardTable<T>({ rows, rowKey, columns, className = '' }: CardTableProps<T>) {
  return (
    <div className="@container">
      <table className={`table-cards table ${className}`}>
        <thead className="text-base-content">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.headClassName}>
                {c.isLabelHidden ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => {
                const Cell = c.isRowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={c.label}
                    scope={c.isRowHeader ? 'row' : undefined}
                    data-label={c.isUnlabelled ? undefined : c.label}
                    className={c.className}
                    translate={c.isData ? 'no' : undefined}
                  >
                    {c.cell(row, index)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
