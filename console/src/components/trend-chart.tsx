import { type KeyboardEvent, type PointerEvent, type RefObject, useId, useMemo, useRef, useState } from 'react';
import type { ControlStatus, TrendBucketRecordFragment } from '../generated/operations.ts';
import { statusText } from './status.tsx';

type Bucket = TrendBucketRecordFragment;

const SERIES = [
  { key: 'passCount', status: 'pass' },
  { key: 'failCount', status: 'fail' },
  { key: 'noDataCount', status: 'no_data' },
  { key: 'notCoveredCount', status: 'not_covered' },
  { key: 'notApplicableCount', status: 'not_applicable' },
] as const satisfies readonly { key: keyof Bucket; status: ControlStatus }[];

// Worst first (DECISIONS "Statuses"): the day's rollup is the first with any control.
const WORST_FIRST: ControlStatus[] = ['fail', 'no_data', 'not_covered', 'pass', 'not_applicable'];

/** A day's rollup from its counts; a day with no control at all is no_data, as the grid's is. */
export function rollupOf(bucket: Bucket): ControlStatus {
  const count = (status: ControlStatus) => bucket[SERIES.find((series) => series.status === status)!.key];
  return WORST_FIRST.find((status) => count(status) > 0) ?? 'no_data';
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 36, right: 12, top: 12, bottom: 28 };

/** Gridline values: about four steps of a round size up to the top of the chart. */
function ticks(max: number): number[] {
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((size) => size >= rough) ?? rough;
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

function describeDay(bucket: Bucket, change?: string): string {
  const counts = SERIES.map((series) => `${statusText(series.status)} ${bucket[series.key]}`).join(', ');
  return `${bucket.day}: ${counts}. Rollup ${statusText(rollupOf(bucket))}${change ? ` (${change})` : ''}.`;
}

/**
 * The trend as a line per status (every status, not_applicable included; dash pattern as well as
 * colour tells them apart) over gridlines, with a mark on each day the rollup changed. The values
 * of a day show on hover, and by keyboard: the plot takes focus, and the arrow keys (Home, End)
 * move from day to day, the readout saying the day's counts and rollup.
 */
export function TrendChart({ buckets }: { buckets: Bucket[] }) {
  const [selected, setSelected] = useState<number>();
  const plot = useRef<SVGSVGElement>(null);
  const readoutId = useId();
  const top = ticks(Math.max(1, ...buckets.flatMap((bucket) => SERIES.map((series) => bucket[series.key])))).at(-1)!;
  const x = (index: number) => PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / Math.max(1, buckets.length - 1);
  const y = (value: number) => HEIGHT - PAD.bottom - (value * (HEIGHT - PAD.top - PAD.bottom)) / top;
  const changes = useMemo(() => rollupChanges(buckets), [buckets]);
  const last = buckets.at(-1);
  const description = last
    ? `${buckets.length} days to ${last.day}: ${SERIES.map((series) => `${statusText(series.status)} ${last[series.key]}`).join(', ')}. ${changes.size ? `Rollup changed ${changes.size} times.` : 'Rollup unchanged.'}`
    : 'No trend data';
  const day = selected === undefined ? undefined : buckets[selected];

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowDown: -1, ArrowUp: 1 };
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buckets.length - 1
          : event.key in moves
            ? Math.min(buckets.length - 1, Math.max(0, (selected ?? buckets.length - 1) + moves[event.key]!))
            : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
  };
  const onPointerMove = (event: PointerEvent) => {
    const box = plot.current?.getBoundingClientRect();
    if (!box || buckets.length === 0) return;
    const along = ((event.clientX - box.left) / box.width) * WIDTH;
    const index = Math.round(((along - PAD.left) / (WIDTH - PAD.left - PAD.right)) * (buckets.length - 1));
    setSelected(Math.min(buckets.length - 1, Math.max(0, index)));
  };

  return (
    <figure className="trend">
      <div className="trend-plot" onPointerMove={onPointerMove} onPointerLeave={() => setSelected(undefined)}>
        <TrendPlot
          ref={plot}
          buckets={buckets}
          changes={changes}
          selected={selected}
          description={description}
          top={top}
          x={x}
          y={y}
        />
        {buckets.length > 0 && (
          <div
            className="trend-slider"
            role="slider"
            tabIndex={0}
            aria-label="Day of the trend (arrow keys move a day, Home and End go to the ends)"
            aria-valuemin={1}
            aria-valuemax={buckets.length}
            aria-valuenow={(selected ?? buckets.length - 1) + 1}
            aria-valuetext={describeDay(
              buckets[selected ?? buckets.length - 1]!,
              changes.get(selected ?? buckets.length - 1),
            )}
            onKeyDown={onKeyDown}
            onFocus={() => setSelected((current) => current ?? buckets.length - 1)}
          />
        )}
      </div>
      <p id={readoutId} className="trend-readout">
        {day ? describeDay(day, changes.get(selected!)) : 'Point at the chart, or focus it and use the arrow keys.'}
      </p>
      <TrendLegend last={last} changeCount={changes.size} />
    </figure>
  );
}

/** The days whose rollup differs from the day before, with the change in words. */
function rollupChanges(buckets: Bucket[]): Map<number, string> {
  const changes = new Map<number, string>();
  for (let index = 1; index < buckets.length; index++) {
    const [from, to] = [rollupOf(buckets[index - 1]!), rollupOf(buckets[index]!)];
    if (from !== to) changes.set(index, `rollup ${statusText(from)} → ${statusText(to)}`);
  }
  return changes;
}

interface TrendPlotProps {
  ref: RefObject<SVGSVGElement | null>;
  buckets: Bucket[];
  changes: Map<number, string>;
  selected: number | undefined;
  description: string;
  top: number;
  x: (index: number) => number;
  y: (value: number) => number;
}

/** The drawing: gridlines, the first and last day, the rollup's change marks, a line per status. */
function TrendPlot({ ref, buckets, changes, selected, description, top, x, y }: TrendPlotProps) {
  const last = buckets.at(-1);
  return (
    <svg ref={ref} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Compliance trend. ${description}`}>
      {ticks(top).map((value) => (
        <g key={value}>
          <line className="gridline" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} />
          <text className="tick" x={PAD.left - 4} y={y(value) + 4} textAnchor="end">
            {value}
          </text>
        </g>
      ))}
      {buckets.length > 0 && (
        <>
          <text className="tick" x={PAD.left} y={HEIGHT - 8}>
            {buckets[0]?.day}
          </text>
          <text className="tick" x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
            {last?.day}
          </text>
        </>
      )}
      {[...changes.keys()].map((index) => (
        <g key={`change-${index}`} className={`change status-${rollupOf(buckets[index]!)}`}>
          <line className="change-line" x1={x(index)} x2={x(index)} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
          <path className="change-mark" d={`M${x(index) - 5},${PAD.top} h10 l-5,7 z`} />
        </g>
      ))}
      {SERIES.map((series) => (
        <polyline
          key={series.key}
          className={`series line-${series.status}`}
          points={buckets.map((bucket, index) => `${x(index)},${y(bucket[series.key])}`).join(' ')}
        />
      ))}
      {selected !== undefined && (
        <line className="cursor" x1={x(selected)} x2={x(selected)} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
      )}
    </svg>
  );
}

/** Each status's count on the last day, and how often the rollup changed. */
function TrendLegend({ last, changeCount }: { last: Bucket | undefined; changeCount: number }) {
  return (
    <figcaption>
      <ul className="legend">
        {SERIES.map((series) => (
          <li key={series.key}>
            <span aria-hidden="true" className={`swatch line-${series.status}`} />
            {statusText(series.status)}: {last ? last[series.key] : 0}
          </li>
        ))}
        <li>
          <span aria-hidden="true" className="swatch change-swatch" />
          Rollup changed ({changeCount})
        </li>
      </ul>
    </figcaption>
  );
}
