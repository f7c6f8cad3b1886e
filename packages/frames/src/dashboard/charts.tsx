/**
 * The dashboard's charts, drawn as plain SVG: a day's bars and a list's proportions are all
 * they show, and a chart library (tens of kilobytes and a dependency tree) would weigh more
 * than the rest of the dashboard. Each chart has a text alternative (its title and values).
 */

export interface Bar {
  label: string;
  value: number | null;
}

const WIDTH = 400;
const HEIGHT = 150;
const PAD = { top: 10, right: 6, bottom: 20, left: 54 };

/** Bars per day with a labelled top gridline; a day without data leaves a gap, not a zero bar. */
export function DayBars({
  title,
  bars,
  max,
  format,
}: {
  title: string;
  bars: Bar[];
  max?: number;
  format(value: number): string;
}) {
  const top = max ?? Math.max(1, ...bars.map((bar) => bar.value ?? 0));
  const inner = { width: WIDTH - PAD.left - PAD.right, height: HEIGHT - PAD.top - PAD.bottom };
  const step = inner.width / Math.max(1, bars.length);
  const every = Math.ceil(bars.length / 6);
  const summary = bars
    .filter((bar) => bar.value !== null)
    .map((bar) => `${bar.label}: ${format(bar.value ?? 0)}`)
    .join(', ');
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title}. ${summary}`}>
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top} y2={PAD.top} className="grid" />
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={PAD.top + inner.height}
        y2={PAD.top + inner.height}
        className="axis"
      />
      <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" className="tick">
        {format(top)}
      </text>
      <text x={PAD.left - 6} y={PAD.top + inner.height} textAnchor="end" className="tick">
        {format(0)}
      </text>
      {bars.map((bar, i) => {
        const height = bar.value === null ? 0 : (bar.value / top) * inner.height;
        const x = PAD.left + i * step;
        return (
          <g key={bar.label}>
            {bar.value !== null ? (
              <rect
                x={x + step * 0.15}
                width={Math.max(1, step * 0.7)}
                y={PAD.top + inner.height - height}
                height={height}
                className="bar"
              >
                <title>{`${bar.label}: ${format(bar.value)}`}</title>
              </rect>
            ) : null}
            {i % every === 0 ? (
              <text x={x + step / 2} y={HEIGHT - 6} textAnchor="middle" className="tick">
                {bar.label.slice(5)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** Parts of a whole as horizontal bars with their counts and shares. */
export function Shares({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <ul className="shares" aria-label={title}>
      {rows.map((row) => {
        const share = total > 0 ? row.count / total : 0;
        return (
          <li key={row.label}>
            <span className="share-label">{row.label}</span>
            <svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" className="share-bar">
              <rect width={100} height={8} className="track" />
              <rect width={share * 100} height={8} className="bar" />
            </svg>
            <span className="share-value">
              {row.count} · {Math.round(share * 100)}%
            </span>
          </li>
        );
      })}
    </ul>
  );
}
