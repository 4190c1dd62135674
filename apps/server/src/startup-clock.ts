import { performance } from 'node:perf_hooks';

/**
 * Times the steps of start-up (issue 19): logged once at info level as `startup` when the app is ready,
 * and read by `npm run bench -- startup`. `sinceProcessStartMs` includes loading the modules.
 */
export interface StartupTimes {
  steps: Record<string, number>;
  sinceProcessStartMs: number;
}

export function startupClock() {
  const steps: Record<string, number> = {};
  let last = performance.now();
  return {
    /** Records the time since the previous step under `name`. */
    step(name: string): void {
      const now = performance.now();
      steps[name] = Math.round((steps[name] ?? 0) + now - last);
      last = now;
    },
    times(): StartupTimes {
      return { steps: { ...steps }, sinceProcessStartMs: Math.round(performance.now()) };
    },
  };
}
