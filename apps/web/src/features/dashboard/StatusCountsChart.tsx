import { lazy, Suspense, useRef } from 'react';
import type { components } from '@ratelens/api';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useObservedWidth } from '../../components/charts/use-width.ts';
import { SEVERITY_COLORS } from './dashboard-charts.ts';
import '../../components/charts/charts.css';

const StatusCountsTable = lazy(async () => ({
  default: (await import('./StatusCountsTable.tsx')).StatusCountsTable,
}));

type Bucket = components['schemas']['DashboardBucket'];

// SPEC §9 small charts are 400x200: the drawing is 200 px high and as wide as its card (400 until the card
// is measured), in pixels, so its text is never scaled.
const DEFAULT_WIDTH = 400;
const HEIGHT = 200;
const PLOT = { left: 36, right: 8, top: 16, bottom: 28 } as const;
// The closed 'Show data' disclosure at 1280 px, measured in Chromium: its placeholder takes it.
const TABLE_TOGGLE_HEIGHT = '2.875rem';
const SEVERITIES = [
  { key: 'high', label: 'High' },
  { key: 'medium', label: 'Medium' },
  { key: 'low', label: 'Low' },
] as const;

/** A round step for about `count` ticks up to `max` (1, 2 or 5 times a power of ten; at least 1). */
export function tickStep(max: number, count = 4): number {
  if (max <= count) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(1, step);
}

/**
 * Anomalies by status as stacked bars (high, medium, low), drawn as plain SVG: the dashboard's first figure
 * needs neither Plotly's chunk nor its evaluation, so it shows as soon as the status counts arrive. The
 * drawing is an image to assistive tech; the numbers are in its data table, as for every chart (its own
 * chunk, loaded once the drawing is there).
 */
export function StatusCountsChart({ title, buckets }: { title: string; buckets: readonly Bucket[] }) {
  const ref = useRef<SVGSVGElement>(null);
  const width = useObservedWidth(ref, 'parent') ?? DEFAULT_WIDTH;
  const total = (b: Bucket) => b.low + b.medium + b.high;
  const step = tickStep(Math.max(1, ...buckets.map(total)));
  const top = Math.max(step, Math.ceil(Math.max(1, ...buckets.map(total)) / step) * step);
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const slot = plotWidth / Math.max(1, buckets.length);
  const barWidth = Math.min(56, slot * 0.6);
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  const summary = buckets.map((b) => `${b.label} ${total(b)}`).join(', ');
  return (
    <section className="rl-chart" data-chart-type="svgStackedBar" aria-label={title}>
      <h3 className="rl-chart__title">{title}</h3>
      <ul className="rl-chart__legend dashboard__legend" aria-label={`Severities of ${title}`}>
        {SEVERITIES.map((s) => (
          <li key={s.key}>
            <span
              className="rl-chart__swatch"
              style={{ background: SEVERITY_COLORS[s.key] }}
              aria-hidden="true"
            />
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        ref={ref}
        className="rl-svg-chart"
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={`${title}: anomalies by status, ${summary}`}
      >
        {ticks.map((tick) => (
          <g key={tick} className="rl-svg-chart__tick">
            <line x1={PLOT.left} x2={width - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {buckets.map((bucket, index) => {
          const x = PLOT.left + slot * index + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={bucket.key}>
              {SEVERITIES.map((s) => {
                const value = bucket[s.key];
                const from = base;
                base += value;
                if (value <= 0) return null;
                return (
                  <rect
                    key={s.key}
                    className="rl-svg-chart__bar"
                    x={x}
                    width={barWidth}
                    y={y(from + value)}
                    height={y(from) - y(from + value)}
                    fill={SEVERITY_COLORS[s.key]}
                  >
                    <title>{`${bucket.label}, ${s.label}: ${value}`}</title>
                  </rect>
                );
              })}
              <text
                x={x + barWidth / 2}
                y={y(total(bucket)) - 4}
                textAnchor="middle"
                className="rl-svg-chart__value"
              >
                {total(bucket)}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - PLOT.bottom + 16} textAnchor="middle">
                {bucket.label}
              </text>
            </g>
          );
        })}
      </svg>
      <Suspense fallback={<Skeleton label={`Loading the data of ${title}`} height={TABLE_TOGGLE_HEIGHT} />}>
        <StatusCountsTable title={title} buckets={buckets} />
      </Suspense>
    </section>
  );
}
