// The datasets a tenant loads through data ingestion: their columns, documented once for the server's
// checks, the web page's template download and the CLI.

export type DatasetKey = 'filings' | 'portfolio' | 'claims' | 'intel-feeds' | 'model-scores';

export interface DatasetColumn {
  name: string;
  required: boolean;
  description: string;
  example: string;
}

export interface DatasetDefinition {
  key: DatasetKey;
  label: string;
  description: string;
  /** Where the loaded rows show. */
  feeds: string;
  columns: DatasetColumn[];
}

const col = (name: string, required: boolean, description: string, example: string): DatasetColumn => ({
  name,
  required,
  description,
  example,
});

export const DATASETS: readonly DatasetDefinition[] = [
  {
    key: 'filings',
    label: 'Filings',
    description: 'Rate, rule and form filings of your company and its competitors, one row per filing.',
    feeds: 'Competitive intelligence, filing summary, dashboard',
    columns: [
      col(
        'trackingNumber',
        true,
        'SERFF or state tracking number (letters, digits, hyphens)',
        'ACME-2026-00001',
      ),
      col('carrier', true, 'Carrier name', 'Acme Mutual'),
      col(
        'carrierCode',
        false,
        'Short carrier code (2 to 10 letters or digits); default: the tracking number prefix',
        'ACME',
      ),
      col('state', true, 'Two-letter US state or territory code', 'OH'),
      col('lineOfBusiness', true, 'Line of business, by name or code', 'Homeowners'),
      col('filingType', true, 'rate, rule, form, rate-and-rule or form-and-rate', 'rate'),
      col(
        'status',
        true,
        'draft, submitted, pending, approved, disapproved, withdrawn or closed',
        'approved',
      ),
      col('submittedDate', true, 'Date submitted (YYYY-MM-DD)', '2026-08-01'),
      col('dispositionDate', false, 'Date decided (YYYY-MM-DD), not before submittedDate', '2026-08-21'),
      col('effectiveDate', false, 'Date the change takes effect (YYYY-MM-DD)', '2026-10-01'),
      col('requestedRateChange', false, 'Requested overall rate change in percent', '4.5'),
      col('approvedRateChange', false, 'Approved overall rate change in percent', '3.9'),
      col('premiumImpact', false, 'Written premium impact in US dollars', '1250000'),
      col('policyholdersAffected', false, 'Number of policyholders affected (whole number)', '18000'),
      col('description', false, 'Free text', 'Homeowners base rate revision'),
      col(
        'ownCarrier',
        false,
        "true when the row's carrier is your own company (data answers compare 'our' filings with competitors'); default: the carrier named like your tenant",
        'true',
      ),
    ],
  },
  {
    key: 'portfolio',
    label: 'Portfolio',
    description: 'Your book by month, state, line and segment.',
    feeds: 'Dashboard, portfolio analysis, anomalies',
    columns: [
      col('month', true, 'Month (YYYY-MM)', '2026-08'),
      col('state', true, 'Two-letter US state or territory code', 'OH'),
      col('lineOfBusiness', true, 'Line of business, by name or code', 'Homeowners'),
      col('segment', true, 'Segment name', 'Preferred'),
      col('exposure', true, 'Earned exposure (0 or more)', '1000'),
      col('earnedPremium', true, 'Earned premium in US dollars (0 or more)', '50000'),
      col('claimCount', true, 'Number of claims (whole number)', '30'),
      col('incurredLosses', true, 'Incurred losses in US dollars (0 or more)', '30000'),
    ],
  },
  {
    key: 'claims',
    label: 'Claims',
    description:
      'Individual claims. Each portfolio row (month, state, line, segment) takes its claim count and incurred losses from the claims loaded for it, so load the portfolio first.',
    feeds: 'Dashboard claims and loss ratio, portfolio analysis, anomalies',
    columns: [
      col('claimNumber', true, 'Your claim number (a row with a known number replaces it)', 'CLM-000123'),
      col('lossDate', true, 'Date of loss (YYYY-MM-DD); its month places the claim', '2026-08-14'),
      col('reportedDate', false, 'Date reported (YYYY-MM-DD), not before lossDate', '2026-08-16'),
      col('state', true, 'Two-letter US state or territory code', 'OH'),
      col('lineOfBusiness', true, 'Line of business, by name or code', 'Homeowners'),
      col('segment', true, 'Segment name, as in the portfolio', 'Preferred'),
      col('status', true, 'open, closed or reopened', 'closed'),
      col('paid', true, 'Paid to date in US dollars (0 or more)', '8200'),
      col('reserve', false, 'Outstanding reserve in US dollars (0 or more, default 0)', '0'),
      col('cause', false, 'Cause of loss', 'Wind'),
    ],
  },
  {
    key: 'intel-feeds',
    label: 'Intel feeds',
    description: 'Market news, bulletins and filing notices from your own sources.',
    feeds: 'Competitive intelligence feeds and source types',
    columns: [
      col(
        'sourceType',
        true,
        'Kind of source, lower case with hyphens (for example news, rate-filing, bulletin)',
        'news',
      ),
      col('sourceName', true, 'Publisher or source name', 'Insurance Journal'),
      col('title', true, 'Headline (at most 300 characters)', 'Zeta raises auto rates in Ohio'),
      col('publishedDate', true, 'Date published (YYYY-MM-DD)', '2026-08-20'),
      col('summary', false, 'Summary text', 'Zeta filed a 6.2% increase for private passenger auto.'),
      col('url', false, 'Link to the item (http or https)', 'https://example.com/news/1'),
      col('state', false, 'Two-letter US state or territory code', 'OH'),
      col('lineOfBusiness', false, 'Line of business, by name or code', 'Personal Auto'),
      col('carrier', false, 'Carrier the item is about', 'Zeta Insurance'),
      col('tags', false, 'Tags separated by semicolons', 'rate;auto'),
    ],
  },
  {
    key: 'model-scores',
    label: 'Model scores',
    description:
      'Scored records of your own models: the reference sample (period "reference") and each scored month. Score deciles and feature bins come from the reference; a file replaces the periods it holds for each model.',
    feeds: 'Model monitoring (PSI and CSI stability), model reports, anomalies',
    columns: [
      col(
        'model',
        true,
        'Model name or id; a new name creates the model in the useCase column',
        'Acme Auto Frequency',
      ),
      col('useCase', false, 'Use case name or id, needed only to create a model', 'Underwriting'),
      col('period', true, '"reference" or a scored month (YYYY-MM)', '2026-08'),
      col('score', true, 'Model prediction for the record (a number)', '0.082'),
      col('actual', true, 'Actual outcome for the record (a number)', '0'),
      col('state', false, 'Two-letter US state or territory code of the record', 'OH'),
      col(
        'feature.<name>',
        false,
        'Any number of feature columns, one per model input (numbers or categories)',
        '42',
      ),
    ],
  },
];

export function datasetDefinition(key: string): DatasetDefinition | undefined {
  return DATASETS.find((d) => d.key === key);
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A CSV template: the header row and one example row. Model scores spell the feature column pattern as
 * a concrete column (feature.driverAge).
 */
export function datasetTemplate(key: DatasetKey): string {
  const definition = datasetDefinition(key)!;
  const names = definition.columns.map((c) => (c.name === 'feature.<name>' ? 'feature.driverAge' : c.name));
  const examples = definition.columns.map((c) => c.example);
  return `${names.map(csvCell).join(',')}\r\n${examples.map(csvCell).join(',')}\r\n`;
}
