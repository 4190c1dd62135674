import { describeContractFuzz } from './support/fuzz-suite.ts';

// Fuzzing runs on PGlite only: the PostgreSQL pass would double the suite's time for the same handlers,
// and the database-specific paths are covered by the other server tests on both engines.
describeContractFuzz('contract fuzzing: analytics operations', [
  'anomaly',
  'dashboard',
  'intelligence',
  'graphql',
  'data-ingestion',
]);
