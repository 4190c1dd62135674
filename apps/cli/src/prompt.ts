import { createInterface } from 'node:readline';
import type { CliIo } from './deps.ts';

/** Asks on stderr and reads one line from stdin; null when stdin ends first (Ctrl-D, Ctrl-C). */
export function promptLine(io: CliIo, question: string): Promise<string | null> {
  io.stderr.write(question);
  return new Promise((resolve) => {
    const rl = createInterface({ input: io.stdin, terminal: false });
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      rl.close();
      resolve(line);
    });
    rl.once('close', () => {
      if (!answered) {
        io.stderr.write('\n');
        resolve(null);
      }
    });
  });
}
