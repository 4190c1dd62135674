/**
 * A worker's pause between passes over its queue, which a kick (new work) or a stop cuts short. With
 * `unref` the waiting timer does not keep the process alive on its own.
 */
export function createSleeper(options: { unref?: boolean } = {}) {
  let wake: (() => void) | null = null;
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          wake = null;
          resolve();
        }, ms);
        if (options.unref) timer.unref();
        wake = () => {
          clearTimeout(timer);
          wake = null;
          resolve();
        };
      }),
    /** Ends the sleep under way now; nothing when there is none. */
    wake: () => wake?.(),
  };
}
