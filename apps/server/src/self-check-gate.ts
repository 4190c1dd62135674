import { ApiProblemError } from './errors.ts';

/**
 * The start-up self-checks (db/self-check.ts) as a gate in front of every request. Run before listening
 * (the default, and what tests use), it is already open when the first request comes. `npm start` runs
 * them right after the banner instead (issue 19, start-up: they are a second of first access to 57
 * relations on PGlite): until they pass, a request waits for them, so nothing is ever served before the
 * database has proved it isolates tenants; if they fail, requests get a 503 and main-run.ts exits.
 */
export interface SelfCheckGate {
  /** Runs the checks once; every later call returns the same outcome. */
  run(): Promise<void>;
  /** onRequest hook: waits for the checks (starting them if nobody has yet). */
  hook(): Promise<void>;
}

export function selfCheckGate(check: () => Promise<void>): SelfCheckGate {
  let outcome: Promise<void> | null = null;
  let passed = false;
  const run = () => {
    outcome ??= check().then(() => {
      passed = true;
    });
    return outcome;
  };
  return {
    run,
    async hook() {
      if (passed) return;
      try {
        await run();
      } catch {
        throw new ApiProblemError(
          503,
          'self_check_failed',
          'Service unavailable',
          'The server is refusing to serve: its start-up self-check failed',
        );
      }
    },
  };
}
