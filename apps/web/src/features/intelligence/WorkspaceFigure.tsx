import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useObservedWidth } from '../../components/charts/use-width.ts';
import type { WorkspaceState } from './workspace-state.ts';

// The workspace's chart frame: the lazily loaded plot sized to its card, the panel around it.

// Its own chunk, fetched when the first chart of the workspace draws.
const Plot = lazy(async () => ({
  default: (await import('../../components/charts/plotly-geo-bundle.ts')).Plot,
}));

/** Ten colours told apart by most colour-blind readers too (Okabe-Ito plus two). */
export const SERIES_COLOURS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
  '#8C564B',
  '#7F7F7F',
];

interface FigureProps {
  label: string;
  height: number;
  data: Record<string, unknown>[];
  layout: Record<string, unknown>;
  onPick?: (point: { location?: string; x?: unknown; y?: unknown; customdata?: unknown }) => void;
}

/** A Plotly figure as wide as its card; an image to assistive tech, its numbers in the table beside it. */
export function Figure({ label, height, data, layout, onPick }: FigureProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useObservedWidth(ref, 'self');
  const placeholder = <Skeleton label={`Loading the chart ${label}`} height={`${height}px`} />;
  return (
    <div ref={ref} className="ci-figure" style={{ minHeight: height }}>
      {width === undefined ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <div role="img" aria-label={label}>
            <Plot
              data={data as never}
              layout={
                { autosize: false, width, height, margin: { l: 56, r: 24, t: 24, b: 56 }, ...layout } as never
              }
              config={
                {
                  displayModeBar: false,
                  displaylogo: false,
                  responsive: false,
                  scrollZoom: false,
                  topojsonURL: '/topojson/',
                } as never
              }
              style={{ width, height }}
              onClick={(event: {
                points?: { location?: string; x?: unknown; y?: unknown; customdata?: unknown }[];
              }) => {
                const point = event.points?.[0];
                if (point && onPick) onPick(point);
              }}
            />
          </div>
        </Suspense>
      )}
    </div>
  );
}

export function Panel({
  title,
  id,
  children,
  wide,
}: {
  title: string;
  id: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`panel ci-panel ${wide ? 'ci-panel--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A table row's header that filters the explorer to its row, and lifts that filter when pressed again. */
export function FilterRowHeader({
  state,
  filter,
  item,
}: {
  state: WorkspaceState;
  filter: 'state' | 'lineOfBusiness' | 'carrier';
  item: { key: string; label: string };
}) {
  const pressed = state.filters[filter] === item.key;
  return (
    <th scope="row">
      <Button
        variant="quiet"
        onPress={() => state.set({ [filter]: pressed ? null : item.key })}
        aria-pressed={pressed}
      >
        {item.label}
      </Button>
    </th>
  );
}
