import type { ConsoleOrganizationQuery } from '../generated/operations.ts';

type Bucket = ConsoleOrganizationQuery['organization']['trend']['buckets'][number];

const SERIES = [
  { key: 'passCount', label: 'Pass', className: 'line-pass' },
  { key: 'failCount', label: 'Fail', className: 'line-fail' },
  { key: 'noDataCount', label: 'No data', className: 'line-no_data' },
  { key: 'notCoveredCount', label: 'Not covered', className: 'line-not_covered' },
] as const;

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 28;

/**
 * The trend as lines per status (stroke pattern as well as colour tells them apart); the
 * picture's text alternative is the latest day's counts, and the legend names each line.
 */
export function TrendChart({ buckets }: { buckets: Bucket[] }) {
  const max = Math.max(1, ...buckets.flatMap((bucket) => SERIES.map((series) => bucket[series.key])));
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / Math.max(1, buckets.length - 1);
  const y = (value: number) => HEIGHT - PAD - (value * (HEIGHT - 2 * PAD)) / max;
  const last = buckets.at(-1);
  const description = last
    ? `${buckets.length} days to ${last.day}: ${SERIES.map((series) => `${series.label} ${last[series.key]}`).join(', ')}`
    : 'No trend data';
  return (
    <figure className="trend">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Compliance trend. ${description}`}>
        <line className="axis" x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} />
        <line className="axis" x1={PAD} y1={PAD} x2={PAD} y2={HEIGHT - PAD} />
        <text className="tick" x={PAD - 4} y={PAD + 4} textAnchor="end">
          {max}
        </text>
        <text className="tick" x={PAD - 4} y={HEIGHT - PAD} textAnchor="end">
          0
        </text>
        {buckets.length > 0 && (
          <>
            <text className="tick" x={PAD} y={HEIGHT - 8}>
              {buckets[0]?.day}
            </text>
            <text className="tick" x={WIDTH - PAD} y={HEIGHT - 8} textAnchor="end">
              {last?.day}
            </text>
          </>
        )}
        {SERIES.map((series) => (
          <polyline
            key={series.key}
            className={`series ${series.className}`}
            points={buckets.map((bucket, index) => `${x(index)},${y(bucket[series.key])}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        <ul className="legend">
          {SERIES.map((series) => (
            <li key={series.key}>
              <span aria-hidden="true" className={`swatch ${series.className}`} />
              {series.label}: {last ? last[series.key] : 0}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
