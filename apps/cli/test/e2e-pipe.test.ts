import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from './e2e-support.ts';

// `ratelens ... --help | head -3`: the reader goes away before the CLI is done writing.
let build: ReturnType<typeof buildCli> | undefined;

beforeAll(() => {
  build = buildCli();
}, 120_000);

afterAll(() => build?.remove());

function runWithClosedStdout(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [build?.bundle ?? '', ...args], {
      env: { PATH: process.env.PATH, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Closed before the CLI writes a byte, like `head` that has read its lines and exited.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

describe('a closed pipe', () => {
  it('ends the CLI quietly: no EPIPE stack trace, exit 0', async () => {
    for (const args of [['--help'], ['users', 'list', '--help']]) {
      const { code, stderr } = await runWithClosedStdout(args);
      expect(stderr, args.join(' ')).toBe('');
      expect(code, args.join(' ')).toBe(0);
    }
  }, 60_000);
});
