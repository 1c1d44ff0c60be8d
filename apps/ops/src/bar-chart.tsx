/** A small bar chart in SVG (no chart library in either bundle): one bar per label, value axis from 0. */
export function BarChart({
  title,
  bars,
  format,
}: {
  title: string;
  bars: { label: string; value: number }[];
  format: (value: number) => string;
}) {
  const width = 720;
  const height = 200;
  const pad = { top: 16, right: 12, bottom: 36, left: 72 };
  const max = Math.max(1, ...bars.map((b) => b.value));
  const inner = { w: width - pad.left - pad.right, h: height - pad.top - pad.bottom };
  const slot = inner.w / Math.max(1, bars.length);
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  const ticks = [0, 0.5, 1].map((f) => f * max);
  // Every label fits when few; else about ten of them.
  const every = Math.max(1, Math.ceil(bars.length / 10));
  return (
    <figure className="rounded border border-slate-200 bg-white p-3">
      <figcaption className="mb-1 text-sm font-medium text-slate-700">{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={title}>
        {ticks.map((tick) => {
          const y = pad.top + inner.h - (tick / max) * inner.h;
          return (
            <g key={tick}>
              <line x1={pad.left} x2={width - pad.right} y1={y} y2={y} stroke="#e2e8f0" />
              <text x={pad.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#475569">
                {format(tick)}
              </text>
            </g>
          );
        })}
        {bars.map((bar, i) => {
          const h = (bar.value / max) * inner.h;
          const x = pad.left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.label}>
              <rect x={x} y={pad.top + inner.h - h} width={barWidth} height={h} fill="#0369a1" rx="2">
                <title>
                  {bar.label}: {format(bar.value)}
                </title>
              </rect>
              {i % every === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={height - pad.bottom + 16}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#475569"
                >
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
        {bars.length === 0 ? (
          <text x={width / 2} y={height / 2} textAnchor="middle" fontSize="13" fill="#64748b">
            No sales in this range
          </text>
        ) : null}
      </svg>
    </figure>
  );
}
