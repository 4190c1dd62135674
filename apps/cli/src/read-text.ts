import { readFile } from 'node:fs/promises';
import { usage } from './context.ts';
import type { CliDeps } from './deps.ts';

/**
 * The text of a file named on the command line, or of standard input for `-`; a file it cannot read is a
 * usage error.
 */
export async function readText(file: string, deps: CliDeps): Promise<string> {
  if (file === '-') {
    let text = '';
    for await (const chunk of deps.io.stdin)
      text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    return text;
  }
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw usage(
      `could not read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}
