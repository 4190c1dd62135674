import { uuidV5 } from '../analytics/ids.ts';
import { addDays, dateMs, daysBetween, isoDate, monthEndMs, monthStartMs } from '../analytics/months.ts';
import { LINE_PROFILES, type CarrierProfile, type StateProfile } from '../analytics/reference.ts';
import { type Rng } from '../analytics/rng.ts';
import type { Filing, FilingStatus, FilingType } from '../analytics/types.ts';
import { round, lognormalFactor } from './draws.ts';

// Market rate filings of the fictional carriers.

const FORM_CHANGES = [
  'new water backup endorsement',
  'revised roof surfacing actual cash value endorsement',
  'updated amendatory endorsement for state law changes',
  'new identity fraud expense coverage',
  'revised policy jacket and declarations',
  'cyber incident response endorsement',
];

const RULE_CHANGES = [
  'revised tier placement rules',
  'new paid-in-full discount rule',
  'updated minimum premium rule',
  'revised multi-policy discount eligibility',
  'new telematics participation rule',
  'revised protective device credits',
];

interface FilingDraft extends Omit<Filing, 'id' | 'trackingNumber'> {
  year: number;
}

export function generateFilings(
  rng: Rng,
  tenantSlug: string,
  carriers: readonly CarrierProfile[],
  states: readonly StateProfile[],
  firstMonth: string,
  asOf: string,
): Filing[] {
  const windowStart = monthStartMs(firstMonth);
  const asOfEnd = isoDate(monthEndMs(asOf));
  const windowDays = daysBetween(isoDate(windowStart), asOfEnd);
  const filings: Filing[] = [];
  for (const carrier of carriers) {
    const carrierRng = rng.fork(`carrier/${carrier.code}`);
    const lines = carrierRng.shuffle(LINE_PROFILES).slice(0, 3);
    const carrierStates = carrierRng.shuffle(states).slice(0, 6);
    const count = carrierRng.int(28, 40);
    const drafts: FilingDraft[] = [];
    for (let i = 0; i < count; i += 1) {
      const state = carrierRng.weighted(
        carrierStates,
        carrierStates.map((s) => s.size),
      );
      const line = carrierRng.pick(lines);
      const filingType = carrierRng.weighted<FilingType>(['rate', 'form', 'rule'], [0.6, 0.25, 0.15]);
      const submittedDate = isoDate(windowStart + carrierRng.int(0, windowDays) * 86_400_000);
      let requestedChangePct: number | null = null;
      if (filingType === 'rate') {
        requestedChangePct = round(Math.min(25, Math.max(-6, carrierRng.normal(carrier.appetite, 3.5))), 1);
      } else if (filingType === 'rule' && carrierRng.chance(0.4)) {
        requestedChangePct = round(carrierRng.normal(0.8, 1.5), 1);
      }
      const reviewDays = Math.max(5, Math.round(state.reviewDays * lognormalFactor(carrierRng, 0.45)));
      const decidedDate = addDays(submittedDate, reviewDays);
      let status: FilingStatus;
      if (dateMs(decidedDate) > dateMs(asOfEnd)) {
        status = 'pending';
      } else {
        status = carrierRng.weighted<FilingStatus>(
          ['approved', 'withdrawn', 'disapproved', 'pending'],
          [0.82, 0.08, 0.05, 0.05],
        );
      }
      const dispositionDate = status === 'pending' ? null : decidedDate;
      let approvedChangePct: number | null = null;
      if (status === 'approved' && requestedChangePct !== null) {
        approvedChangePct = carrierRng.chance(0.45)
          ? requestedChangePct
          : round(requestedChangePct * carrierRng.uniform(0.6, 0.98), 1);
      }
      const writtenPremium = line.marketPremium * state.size * carrierRng.uniform(0.03, 0.12);
      const effectivePct =
        status === 'approved' ? approvedChangePct : status === 'pending' ? requestedChangePct : null;
      const premiumImpact =
        effectivePct === null ? 0 : Math.round((writtenPremium * effectivePct) / 100 / 100) * 100;
      const stateName = state.name;
      let description: string;
      if (filingType === 'rate') {
        const change = requestedChangePct ?? 0;
        description = `${line.name} rate revision in ${stateName}: ${change >= 0 ? '+' : ''}${change.toFixed(1)}% overall requested, base rates and territory relativities revised`;
      } else if (filingType === 'form') {
        description = `${line.name} form filing in ${stateName}: ${carrierRng.pick(FORM_CHANGES)}`;
      } else {
        description = `${line.name} rule filing in ${stateName}: ${carrierRng.pick(RULE_CHANGES)}`;
      }
      drafts.push({
        year: Number(submittedDate.slice(0, 4)),
        carrier: carrier.name,
        carrierCode: carrier.code,
        state: state.code,
        line: line.name,
        filingType,
        description,
        requestedChangePct,
        approvedChangePct,
        premiumImpact,
        submittedDate,
        dispositionDate,
        effectiveDate:
          status === 'approved' && dispositionDate ? addDays(dispositionDate, carrierRng.int(15, 75)) : null,
        daysToDisposition: dispositionDate ? reviewDays : null,
        status,
      });
    }
    drafts.sort((a, b) => a.submittedDate.localeCompare(b.submittedDate));
    const sequences = new Map<number, number>();
    for (const draft of drafts) {
      const next = (sequences.get(draft.year) ?? carrierRng.int(80, 400)) + carrierRng.int(1, 9);
      sequences.set(draft.year, next);
      const trackingNumber = `${carrier.code}-${draft.year}-${String(next).padStart(5, '0')}`;
      const { year: _year, ...rest } = draft;
      filings.push({ id: uuidV5(`${tenantSlug}/filing/${trackingNumber}`), trackingNumber, ...rest });
    }
  }
  return filings.sort(
    (a, b) =>
      a.submittedDate.localeCompare(b.submittedDate) || a.trackingNumber.localeCompare(b.trackingNumber),
  );
}
