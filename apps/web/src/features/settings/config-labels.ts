import { keyLabel } from '../../app/key-labels.ts';

/** 'maxCitations' -> 'Max citations', 'psiShift' -> 'PSI shift': a configuration key as a label. */
export const configKeyLabel = keyLabel;

/** A configuration value as text: words unquoted, lists joined, yes/no for flags, objects as key: value. */
export function configValueText(value: unknown): string {
  if (value === null || value === undefined) return 'not set';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (Array.isArray(value)) return value.map(configValueText).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${configKeyLabel(k)}: ${configValueText(v)}`)
      .join('; ');
  }
  return String(value);
}
