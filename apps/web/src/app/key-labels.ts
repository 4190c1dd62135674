/** Words that plain splitting of a key would get wrong (acronyms). */
const KEY_WORDS: Record<string, string> = {
  id: 'ID',
  psi: 'PSI',
  csi: 'CSI',
  llm: 'LLM',
  llms: 'LLMs',
  pct: '(%)',
  usd: '(USD)',
};

/**
 * A programme key as a label: 'maxCitations' -> 'Max citations', 'earned_premium' -> 'Earned premium',
 * 'requested_change_pct' -> 'Requested change (%)'. Nothing of a key's spelling is left on screen.
 */
export function keyLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => KEY_WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Data columns whose words alone would mislead or read awkwardly. */
const COLUMN_LABELS: Record<string, string> = {
  row_id: 'Row',
  carrier_code: 'Carrier',
  line_code: 'Line of business',
  line: 'Line of business',
  submitted_date: 'Submitted',
  published_date: 'Published',
  source_name: 'Source',
  claim_count: 'Claims',
  days_to_disposition: 'Days to disposition',
};

/** A column of the tenant's data (a cited row's, a dataset's) as a table header. */
export const columnLabel = (column: string): string => COLUMN_LABELS[column] ?? keyLabel(column);
