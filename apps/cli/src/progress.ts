import type { CliDeps } from './deps.ts';

export interface ProgressBar {
  advance(bytes: number): void;
  done(): void;
}

const WIDTH = 24;
const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/** One redrawn line on stderr (only used when stderr is a terminal), at most ten redraws a second. */
export function createProgressBar(deps: CliDeps, label: string, total: number): ProgressBar {
  let sent = 0;
  let drawn = 0;
  const draw = () => {
    const ratio = total > 0 ? Math.min(1, sent / total) : 1;
    const filled = Math.round(ratio * WIDTH);
    deps.io.stderr.write(
      `\r${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${megabytes(Math.min(sent, total))}/${megabytes(total)} MB`,
    );
  };
  draw();
  return {
    advance(bytes) {
      sent += bytes;
      const now = Date.now();
      if (now - drawn >= 100) {
        drawn = now;
        draw();
      }
    },
    done() {
      draw();
      deps.io.stderr.write('\n');
    },
  };
}
