import { generateTenantDataset } from './generator.ts';
import { LINE_PROFILES, STATE_PROFILES } from './reference.ts';
const d = generateTenantDataset({ tenantSlug: 'birch-insurance', seed: 38, asOf: '2025-06', plant: false });
for (const st of ['TX', 'CA', 'MO']) {
  const sp = STATE_PROFILES.find((s) => s.code === st)!;
  const line = LINE_PROFILES[0]!;
  for (const seg of line.segments) {
    const rr = d.portfolio.filter((r) => r.state === st && r.line === line.name && r.segment === seg.name);
    const C = rr.reduce((a, r) => a + r.claimCount, 0),
      E = rr.reduce((a, r) => a + r.exposure, 0),
      L = rr.reduce((a, r) => a + r.incurredLosses, 0),
      P = rr.reduce((a, r) => a + r.earnedPremium, 0);
    const f = ((C / E) * 12) / (line.annualFrequency * sp.frequency * seg.frequency * 1.0117 * 0.991);
    const s = L / C / (line.severity * sp.severity * seg.severity * 1.059);
    const rate =
      P /
      E /
      ((((line.annualFrequency / 12) *
        sp.frequency *
        seg.frequency *
        line.severity *
        sp.severity *
        seg.severity) /
        line.targetLossRatio) *
        1.04);
    console.log(st, seg.name, f.toFixed(3), s.toFixed(3), rate.toFixed(3), ((f * s) / rate).toFixed(3));
  }
}
