/** Words for configuration keys that plain splitting would get wrong (acronyms). */
const KEY_WORDS: Record<string, string> = { psi: 'PSI', csi: 'CSI', llm: 'LLM', llms: 'LLMs' };

/** 'maxCitations' -> 'Max citations', 'psiShift' -> 'PSI shift': a configuration key as a label. */
export function configKeyLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => KEY_WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

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
