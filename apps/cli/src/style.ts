export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
}

/** Colour only on a terminal, and never when NO_COLOR is set to anything (https://no-color.org). */
export function createStyle(stream: { isTTY?: boolean }, env: Record<string, string | undefined>): Style {
  const enabled = stream.isTTY === true && !env.NO_COLOR && env.TERM !== 'dumb';
  const wrap = (open: number, close: number) => (text: string) =>
    enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text;
  return { bold: wrap(1, 22), dim: wrap(2, 22), red: wrap(31, 39), green: wrap(32, 39) };
}
