// The columns of a data citation's rows (GET .../citations/{id} and its CSV), per cited table: the
// server selects them, the web app shows them under their labels.

export const CITED_COLUMNS = {
  filings: [
    'id',
    'tracking_number',
    'carrier_code',
    'state',
    'line',
    'status',
    'requested_change_pct',
    'approved_change_pct',
    'days_to_disposition',
    'submitted_date',
    'filing_type',
    'disposition_date',
    'effective_date',
    'premium_impact',
    'policyholders_affected',
  ],
  'intel-feeds': [
    'id',
    'published_date',
    'source_type',
    'source_name',
    'title',
    'state',
    'line_code',
    'carrier',
    'carrier_code',
  ],
  portfolio: [
    'row_id',
    'month',
    'state',
    'line',
    'segment',
    'exposure',
    'earned_premium',
    'claim_count',
    'incurred_losses',
  ],
} as const;
