import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { PlotFigure } from './chart-model.ts';
import { useObservedWidth } from './use-width.ts';
import './charts.css';

// Its own chunk, fetched the first time a chart scrolls into view.
const Plot = lazy(async () => ({ default: (await import('./plotly-bundle.ts')).Plot }));

const CONFIG = { displayModeBar: false, displaylogo: false, responsive: false, scrollZoom: false };

/** Becomes true once the element has been on screen (or at once where IntersectionObserver is missing). */
function useSeenOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

/**
 * A Plotly figure as wide as its card at its SPEC §9 height, drawn only once it is on screen. The drawing is an image to
 * assistive tech (named by `label`); the numbers are in the chart's data table.
 */
export function PlotlyFigure({ figure, label }: { figure: PlotFigure; label: string }) {
  const { ref, seen } = useSeenOnScreen<HTMLDivElement>();
  const available = useObservedWidth(ref, 'parent');
  const { height } = figure.size;
  // The figure takes its card's whole width; its SPEC §9 size is the width until the card is measured.
  const width = available ?? figure.size.width;
  const layout = { ...figure.layout, width, height };
  const placeholder = <Skeleton label={`Loading the chart ${label}`} height={`${height}px`} />;
  return (
    <div
      ref={ref}
      className="rl-chart__figure"
      style={{ width, height }}
      data-chart-width={figure.size.width}
      data-chart-height={height}
    >
      {seen ? (
        <Suspense fallback={placeholder}>
          <div role="img" aria-label={label} className="rl-chart__plot">
            <Plot data={figure.data} layout={layout} config={CONFIG} style={{ width, height }} />
          </div>
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
