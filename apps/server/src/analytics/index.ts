// Public surface of the analytics core: pure functions over the synthetic tenant dataset, no I/O.
// sample-files.ts (PDF/DOCX rendering) is exported too; it only builds buffers in memory.

export { AnalyticsInputError } from './errors.ts';
export { ANALYTICS_NAMESPACE, uuidV5 } from './ids.ts';
export { addMonths, monthLabel, monthsEnding } from './months.ts';
export { createRng, hashString, mulberry32, type Rng } from './rng.ts';
export { FICTIONAL_CARRIERS, LINE_PROFILES, MODEL_PROFILES, STATE_PROFILES } from './reference.ts';
export type {
  Carrier,
  DecileOutcome,
  FeatureDistribution,
  Filing,
  FilingStatus,
  FilingType,
  ModelData,
  ModelMonth,
  ModelTarget,
  PlantedShift,
  PortfolioRow,
  StateMonthOutcome,
  StateRef,
  TenantDataset,
} from './types.ts';
export {
  PSI_EPSILON,
  PSI_MONITOR_THRESHOLD,
  PSI_SHIFT_THRESHOLD,
  csi,
  modelStability,
  psi,
  stabilityBand,
  type BinnedFeature,
  type FeatureStability,
  type ModelStabilityPoint,
  type StabilityBand,
} from './stability.ts';
export {
  OUTLIER_SEVERITY_LIMITS,
  SEVERITY_NAMES,
  SPIKE_SEVERITY_LIMITS,
  STABILITY_SEVERITY_LIMITS,
  anomalyGeoDistribution,
  detectAnomalies,
  detectLossRatioSpikes,
  detectOutlierSegments,
  detectStabilityShifts,
  median,
  robustZScores,
  type Anomaly,
  type AnomalyKind,
  type DetectorOptions,
  type OutlierOptions,
  type SeverityId,
  type SeverityName,
  type SpikeOptions,
} from './detectors.ts';
export {
  filterPortfolio,
  outlierQuadrants,
  portfolioKpis,
  segmentActualToExpected,
  summarise,
  type MonthlyKpi,
  type PortfolioFilter,
  type PortfolioTotals,
  type Quadrant,
  type SegmentActualToExpected,
  type SegmentQuadrant,
} from './portfolio.ts';
export {
  SOURCE_TYPES,
  filingFeed,
  filingStats,
  filingSummary,
  intelMetrics,
  type CarrierLineActivity,
  type CountBy,
  type FeedItem,
  type FilingStats,
  type FilingSummary,
  type SourceType,
} from './filings.ts';
export {
  HEATMAP_COLOR_MAX,
  HEATMAP_COLOR_MIN,
  MAX_HEATMAP_COLUMNS,
  actualVersusExpectedByDecileChart,
  aeByStateMonthChart,
  modelChartCollection,
  modelReports,
  scoreDistributionChart,
  stabilityTrendChart,
  volumeVersusLossRatioChart,
  type ChartCollectionItem,
  type ChartType,
  type DataPoint,
  type DataSeries,
  type DropDownOption,
  type ModelReport,
  type SubReport,
  type SubReportKey,
} from './charts.ts';
export {
  SAMPLE_DOCUMENTS,
  pageParagraphs,
  type SampleDocument,
  type SampleDocumentKind,
} from './documents.ts';
export { renderSampleDocx, renderSamplePdf } from './sample-files.ts';
