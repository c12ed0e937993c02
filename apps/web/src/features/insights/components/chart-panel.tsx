// A chart with its text alternatives: a caption saying in one sentence what it shows, and a
// "show as table" switch that puts the same numbers in a table in place of the picture.
import { type ReactNode, useId, useState } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { type ChartConfig, ChartCanvas } from './chart-canvas.tsx';

interface ChartPanelProps extends NumbersTableProps {
  title: string;
  caption: string;
  config: ChartConfig;
  height: number;
  /** Controls above the chart (e.g. by revenue / by pieces). */
  controls?: ReactNode;
}

export function ChartPanel({ title, caption, config, height, controls, ...table }: ChartPanelProps) {
  const { INSIGHTS_TEXT } = useTexts('insights');
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const captionId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-box border border-base-300 p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            className="size-4 accent-primary"
            checked={asTable}
            onChange={(e) => setAsTable(e.target.checked)}
            aria-describedby={captionId}
          />
          {INSIGHTS_TEXT.showTable}
        </label>
      </div>
      {controls}
      <figure aria-labelledby={captionId} className="m-0">
        <figcaption id={captionId} className="mb-2 text-sm text-base-content/80">
          {caption}
        </figcaption>
        {asTable ? (
          // Focusable, so that a keyboard can scroll a long table (a year has 366 days).
          <div className="max-h-96 overflow-auto" tabIndex={0} role="group" aria-labelledby={captionId}>
            <NumbersTable {...table} />
          </div>
        ) : (
          <ChartCanvas config={config} label={caption} height={height} />
        )}
      </figure>
    </section>
  );
}

/** The chart's numbers as a table; `namesAreData`: the labels are data (product names), never translated. */
interface NumbersTableProps {
  columns: string[];
  rows: (string | number)[][];
  namesAreData?: boolean;
}

function NumbersTable({ columns, rows, namesAreData = false }: NumbersTableProps) {
  return (
    <table className="table text-sm">
      <thead>
        <tr className="text-base-content">
          {columns.map((c, i) => (
            <th key={c} scope="col" className={i === 0 ? '' : 'text-right'}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, n) => (
          <tr key={`${n}-${String(row[0])}`}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="font-normal break-words" translate={namesAreData ? 'no' : undefined}>
                  {cell}
                </th>
              ) : (
                <td key={i} className="text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
