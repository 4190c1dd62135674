import { generateTenantDataset } from './generator.ts';
import { detectAnomalies } from './detectors.ts';
let extra = 0,
  missed = 0,
  cleanHits = 0;
const sev: Record<string, number> = {};
for (let seed = 1; seed <= 60; seed++) {
  for (const slug of ['acme-mutual', 'birch-insurance']) {
    const d = generateTenantDataset({ tenantSlug: slug, seed, asOf: seed % 2 ? '2025-06' : '2026-02' });
    const a = detectAnomalies(d);
    const spike = d.planted.find((p) => p.kind === 'lossRatioSpike')!;
    const out = d.planted.find((p) => p.kind === 'outlierSegment')!;
    const dr = d.planted.find((p) => p.kind === 'modelDrift')!;
    const matched = a.filter(
      (x) =>
        (x.kind === 'lossRatioSpike' &&
          spike.kind === 'lossRatioSpike' &&
          x.location === spike.state &&
          x.line === spike.line) ||
        (x.kind === 'outlierSegment' &&
          out.kind === 'outlierSegment' &&
          x.location === out.state &&
          x.line === out.line &&
          x.segment === out.segment) ||
        (x.kind === 'stabilityShift' &&
          dr.kind === 'modelDrift' &&
          x.modelId === dr.modelId &&
          (x.feature === null || x.feature === dr.feature)),
    );
    for (const m of matched) sev[m.kind + m.severity] = (sev[m.kind + m.severity] ?? 0) + 1;
    if (matched.length !== 4) {
      missed++;
      console.log(
        'missed',
        slug,
        seed,
        matched.map((m) => m.key),
      );
    }
    const others = a.filter((x) => !matched.includes(x));
    if (others.length) {
      extra++;
      console.log(
        'extra',
        slug,
        seed,
        others.map((o) => o.description),
      );
    }
    const c = detectAnomalies(
      generateTenantDataset({ tenantSlug: slug, seed, asOf: '2025-06', plant: false }),
    );
    if (c.length) {
      cleanHits++;
      console.log(
        'clean',
        slug,
        seed,
        c.map((o) => o.description),
      );
    }
  }
}
console.log({ extra, missed, cleanHits }, sev);
