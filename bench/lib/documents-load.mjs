// Loads documents into the Document Analysis use case through the API, as the document benches do
// (answers-scale, scale): the answer-quality set, then generated filings (every one a rate memo of a
// fictional company for a state and line, with the same kind of figures and a coverage table, so they
// compete with the set's documents) uploaded 20 per analysis, waiting for each batch to be indexed.
import { QUALITY_DOCUMENTS } from '../answers-quality/documents.mjs';
import { postFiles, untilIndexed } from './session.mjs';

const COMPANIES = [
  'Ashford',
  'Bellwether',
  'Copperline',
  'Driftwood',
  'Eastgate',
  'Foxhollow',
  'Glenrock',
  'Hearthstone',
  'Ironbridge',
  'Juniper',
  'Kestrel',
  'Larkspur',
  'Meadowbrook',
  'Northgate',
  'Oakhaven',
  'Pinecrest',
  'Quarry Hill',
  'Redfern',
  'Stonegate',
  'Tidewater',
  'Upland',
  'Valewood',
  'Westbrook',
  'Yellowpine',
];
const STATES = [
  'Alabama',
  'Arizona',
  'Arkansas',
  'California',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Idaho',
  'Illinois',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'South Carolina',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'Wisconsin',
  'Wyoming',
  'Ohio',
  'Indiana',
  'Michigan',
  'Colorado',
];
const LINES = [
  ['Homeowners', ['HO-3 Special Form', 'HO-4 Contents Broad Form', 'HO-6 Unit-Owners Form']],
  [
    'Private Passenger Auto',
    ['Bodily Injury Liability', 'Property Damage Liability', 'Collision', 'Comprehensive'],
  ],
  ['Commercial Auto', ['Liability', 'Physical Damage']],
  ['Workers Compensation', ['Manual premium', 'Schedule rating']],
];

function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => (x = (Math.imul(x ^ (x >>> 15), 2246822519) + 0x9e3779b9) >>> 0) / 2 ** 32;
}
const pct = (r, lo, hi) => `${r() < 0.15 ? '-' : '+'}${(lo + r() * (hi - lo)).toFixed(1)}%`;

/** One generated filing as Markdown: a memo with figures, a coverage table and dates. */
export function filing(i) {
  const r = rng(i + 17);
  const company = COMPANIES[i % COMPANIES.length];
  const state = STATES[Math.floor(i / COMPANIES.length) % STATES.length];
  const [line, rows] = LINES[Math.floor(i / (COMPANIES.length * STATES.length)) % LINES.length];
  const month = ['January', 'March', 'May', 'July', 'September', 'November'][Math.floor(r() * 6)];
  const table = rows.map((row) => `| ${row} | ${pct(r, 1, 14)} | ${pct(r, 1, 10)} |`).join('\n');
  return `# ${company} Insurance Company - ${state} ${line} Rate Filing

Filing ${company.slice(0, 4).toUpperCase()}-${i}. ${company} Insurance Company proposes an overall ${line.toLowerCase()} rate change of ${pct(r, 1, 12)} in ${state}, effective ${month} ${1 + Math.floor(r() * 27)}, 2025. The indicated change is ${pct(r, 2, 16)}. The filing affects ${Math.floor(5000 + r() * 90000).toLocaleString('en-US')} policies and $${(5 + r() * 150).toFixed(1)} million of written premium.

## Changes by coverage

| Coverage | Indicated | Selected |
| --- | --- | --- |
${table}

## Trend and expenses

The selected loss trend is ${pct(r, 1, 9)} per year. The catastrophe provision is ${pct(r, 2, 20)} of premium. Commission is ${(8 + r() * 8).toFixed(1)}% of premium and the profit provision is ${(2 + r() * 4).toFixed(1)}%. The experience is ${Math.floor(50 + r() * 50)}% credible under the square-root rule with a full standard of 1,082 claims.
`;
}

/**
 * `baseURL` is the server's address (or a function answering it), `api(method, url, body)` calls the server (signing in again as needed), `token()` answers the current
 * id token (the multipart upload goes through fetch). Answers `upload(files)` (one analysis, waits until
 * indexed) and `grow(to)` (generated filings until the use case holds `to` documents with the quality set),
 * with `batchCosts` (ms per document of each batch of 20).
 */
export async function documentLoader({ baseURL, api, token, log = () => {} }) {
  const usecase = (await api('GET', '/api/usecase?pageSize=100')).items.find((u) => u.key === 'docAnalysis');
  const base = `/api/usecase/${usecase.id}`;
  const upload = async (files) => {
    const an = await api('POST', `${base}/docs/analysis`, {
      name: `scale ${files[0].name}`,
      questionIds: [],
    });
    const t0 = performance.now();
    // A call through `api` signs in again when the token ran out during a long load.
    const renew = () => api('GET', '/api/profile/userinfo');
    await postFiles({ baseURL, token, renew }, `${base}/docs/analysis/${an.id}/documents`, files);
    await untilIndexed(api, base, an.id, { pollMs: 50 });
    return { id: an.id, msPerDoc: (performance.now() - t0) / files.length };
  };
  let made = 0;
  const batchCosts = [];
  const grow = async (to) => {
    while (made + QUALITY_DOCUMENTS.length < to) {
      const n = Math.min(20, to - QUALITY_DOCUMENTS.length - made);
      const files = Array.from({ length: n }, (_, j) => ({
        name: `generated-filing-${made + j}.md`,
        type: 'text/markdown',
        bytes: Buffer.from(filing(made + j)),
      }));
      const { msPerDoc } = await upload(files);
      batchCosts.push(msPerDoc);
      made += n;
      if (made % 500 < 20) log(`${made + QUALITY_DOCUMENTS.length} documents indexed`);
    }
  };
  return { usecase, base, upload, grow, batchCosts };
}
