import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';

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

/** Width of the card the chart sits in, followed as the page resizes: charts take their card's width. */
function useCardWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface FigureProps {
  label: string;
  height: number;
  data: Record<string, unknown>[];
  layout: Record<string, unknown>;
  onPick?: (point: { location?: string; x?: unknown; y?: unknown; customdata?: unknown }) => void;
}

/** A Plotly figure as wide as its card; an image to assistive tech, its numbers in the table beside it. */
export function Figure({ label, height, data, layout, onPick }: FigureProps) {
  const { ref, width } = useCardWidth();
  const placeholder = <Skeleton label={`Loading the chart ${label}`} height={`${height}px`} />;
  return (
    <div ref={ref} className="ci-figure" style={{ minHeight: height }}>
      {width === null ? (
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

export function FilterButton({
  label,
  onPress,
  pressed,
}: {
  label: string;
  onPress: () => void;
  pressed: boolean;
}) {
  return (
    <Button variant="quiet" onPress={onPress} aria-pressed={pressed}>
      {label}
    </Button>
  );
}
