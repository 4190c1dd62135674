// The 'fresh5' part of the answer-quality set (see questions.mjs for the fields): written in the seventh
// round from the documents of documents.mjs alone, blind to the engine (its code, its notes, its tests and
// its answers to these questions were not read) and to the engine's changes of that round. Its misses
// were read and their general causes fixed in round seven: it is no longer held out. It mixes registers: full questions as a regulator or a pricing actuary would put them, terse
// search-box fragments and abbreviations (HO, PPA, BI, PD, UM, ULAE, LR, MPS, ML, SB, DOI, DIFS, GPIC,
// OH/IN/MI/CO), paraphrase far from the documents' wording (hike, bump, go-live date, in force, take
// effect), figures that stand only in a table cell picked by row and column or by the largest or smallest
// row, dates with a role (filed, submitted, issued, introduced, adopted, effective for renewals, prior
// change), competing percentages, money, counts, bodies, definitions, yes/no questions answered by a
// condition, lists and conditions. Every answer is a fact that stands in the text, never a difference
// worked out from two of them. The absent questions are tempting on purpose: a neighbouring form,
// standard or bulletin number, a figure the filing gives for another company or state, a coverage or
// expense the filing does not rate, a count given by vehicles where policies are asked, and procedures a
// model law or bill does not have. Page = the PDF page ("=== page ===" in the source); null for HTML,
// Markdown and DOCX. Checked with check-facts.mjs fresh5.
import { inPpa } from './in-ppa.mjs';

const SUMMIT_OH = ['summit-oh-ho'];
const LAKESHORE_OH = ['lakeshore-oh-ppa'];
const LAKESHORE_MI = ['lakeshore-mi-ho'];
const GRANITE_IN = ['granite-in-ho'];
const GRANITE_MI = ['granite-mi-ho'];
const RIDGELINE = ['ridgeline-co-ppa'];
const MPS41 = ['standard-41'];
const MPS44 = ['standard-44'];
const ML902 = ['model-law-902'];
const ML903 = ['model-law-903'];
const CO_BILL = ['co-bill'];
const OH_BULLETIN = ['ohio-bulletin'];

export const FRESH5_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  {
    split: 'fresh5',
    q: 'What overall rate hike did Summit Mutual select for its Ohio homeowners book?',
    facts: ['7.4%'],
    docs: SUMMIT_OH,
    page: 1,
  },
  {
    split: 'fresh5',
    q: 'summit OH HO go-live date for renewals',
    facts: ['October 1, 2025'],
    docs: SUMMIT_OH,
    page: 1,
  },
  {
    split: 'fresh5',
    q: 'Summit Ohio HO-3 special form: selected change',
    facts: ['7.9%'],
    docs: SUMMIT_OH,
    page: 1,
  },
  {
    split: 'fresh5',
    q: 'Ohio homeowners, Summit: average annual premium after the revision',
    facts: ['$1,819'],
    docs: SUMMIT_OH,
    page: 2,
  },
  {
    split: 'fresh5',
    q: 'summit OH HO cat load in the previous filing',
    facts: ['15.9%'],
    docs: SUMMIT_OH,
    page: 2,
  },
  {
    split: 'fresh5',
    q: "What share of premium goes to commission and brokerage in Summit's Ohio homeowners memorandum?",
    facts: ['14.0%'],
    docs: SUMMIT_OH,
    page: 2,
  },
  {
    split: 'fresh5',
    q: 'summit mutual ohio HO written premium affected',
    facts: ['$142.7 million'],
    docs: SUMMIT_OH,
    page: 1,
  },
  {
    split: 'fresh5',
    q: 'largest increase any single Summit OH homeowners policyholder can get',
    facts: ['25%'],
    docs: SUMMIT_OH,
    page: 2,
  },
  { split: 'fresh5', q: 'Summit OH HO taxes, licenses & fees', facts: ['2.4%'], docs: SUMMIT_OH, page: 2 },
  {
    split: 'fresh5',
    q: "How many years of wind and hail loss ratios underlie Summit's Ohio catastrophe provision?",
    facts: ['30-year', '30 years'],
    docs: SUMMIT_OH,
    page: 2,
  },

  // Summit Mutual, Indiana private passenger auto (DOCX, and the same text as a one-page PDF)
  { split: 'fresh5', q: 'Summit IN auto property damage selected bump', facts: ['6.0%'], ...inPpa },
  {
    split: 'fresh5',
    q: 'What bodily injury severity trend did Summit select in its Indiana auto filing?',
    facts: ['6.9%'],
    ...inPpa,
  },
  { split: 'fresh5', q: 'Summit Indiana PPA: number of vehicles affected', facts: ['47,530'], ...inPpa },
  { split: 'fresh5', q: 'summit IN PPA ULAE load', facts: ['9.7%'], ...inPpa },
  {
    split: 'fresh5',
    q: "Which coverage gets the smallest selected change in Summit's Indiana auto filing?",
    facts: ['Uninsured Motorists'],
    ...inPpa,
  },
  { split: 'fresh5', q: 'summit mutual indiana auto premium trend per year', facts: ['2.1%'], ...inPpa },
  {
    split: 'fresh5',
    q: 'What does Summit use as the complement of credibility for Indiana auto?',
    facts: ['trended prior indication'],
    ...inPpa,
  },
  { split: 'fresh5', q: 'Summit IN PPA memo filing date', facts: ['May 19, 2025'], ...inPpa },

  // Lakeshore, Ohio private passenger auto (HTML)
  {
    split: 'fresh5',
    q: 'lakeshore OH auto collision current base rate',
    facts: ['$226'],
    docs: LAKESHORE_OH,
    page: null,
  },
  {
    split: 'fresh5',
    q: "Lakeshore Ohio PPA: what's the permissible loss & LAE ratio?",
    facts: ['66.0%'],
    docs: LAKESHORE_OH,
    page: null,
  },
  {
    split: 'fresh5',
    q: "When was Lakeshore's Ohio auto filing submitted to the Department?",
    facts: ['April 3, 2025'],
    docs: LAKESHORE_OH,
    page: null,
  },
  { split: 'fresh5', q: 'Lakeshore OH comp selected', facts: ['6.8%'], docs: LAKESHORE_OH, page: null },
  {
    split: 'fresh5',
    q: "How far can Lakeshore's DriveSmart discount go?",
    facts: ['25%'],
    docs: LAKESHORE_OH,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'lakeshore ohio auto 5-yr loss+LAE ratio',
    facts: ['71.4%'],
    docs: LAKESHORE_OH,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Lakeshore OH PPA filing no.',
    facts: ['LKSH-OH-2025-071'],
    docs: LAKESHORE_OH,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'How much credibility does Lakeshore give its Ohio auto experience?',
    facts: ['82%'],
    docs: LAKESHORE_OH,
    page: null,
  },

  // Lakeshore, Michigan homeowners (Markdown)
  {
    split: 'fresh5',
    q: 'Lakeshore MI HO Grand Rapids territory indicated',
    facts: ['13.1%'],
    docs: LAKESHORE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: "Lakeshore Michigan homeowners: water's share of non-cat losses",
    facts: ['41%'],
    docs: LAKESHORE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'What separate wind and hail deductible is Lakeshore introducing for Michigan homeowners new business?',
    facts: ['2% of Coverage A'],
    docs: LAKESHORE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'highest water backup endorsement limit Lakeshore offers in Michigan',
    facts: ['$30,000'],
    docs: LAKESHORE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Lakeshore MI HO go-live date',
    facts: ['November 1, 2025'],
    docs: LAKESHORE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'lakeshore michigan homeowners cat provision % of premium',
    facts: ['11.2%'],
    docs: LAKESHORE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Which Lakeshore Michigan territory gets the biggest selected hike?',
    facts: ['Detroit metro', 'Detroit'],
    docs: LAKESHORE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'When did Lakeshore file its Michigan homeowners filing with DIFS?',
    facts: ['July 8, 2025'],
    docs: LAKESHORE_MI,
    page: null,
  },

  // Granite Peak, Indiana homeowners (PDF, two pages)
  {
    split: 'fresh5',
    q: 'Granite Peak Indiana homeowners variable expense ratio',
    facts: ['24.3%'],
    docs: GRANITE_IN,
    page: 1,
  },
  { split: 'fresh5', q: 'GPIC Indiana HO SERFF #', facts: ['GPIC-2025-2207'], docs: GRANITE_IN, page: 1 },
  {
    split: 'fresh5',
    q: 'granite peak IN HO credit for choosing a $2,500 deductible',
    facts: ['14%'],
    docs: GRANITE_IN,
    page: 2,
  },
  {
    split: 'fresh5',
    q: "What share of Granite Peak's insured Indiana dwellings have roofs over 15 years old?",
    facts: ['27%'],
    docs: GRANITE_IN,
    page: 2,
  },
  {
    split: 'fresh5',
    q: 'Granite Peak IN HO new minimum all-perils deductible for new business',
    facts: ['$1,000'],
    docs: GRANITE_IN,
    page: 2,
  },
  {
    split: 'fresh5',
    q: 'Granite Peak Indiana homeowners policies in force',
    facts: ['38,115'],
    docs: GRANITE_IN,
    page: 1,
  },
  {
    split: 'fresh5',
    q: 'granite IN HO non-hurricane cat provision',
    facts: ['21.7%'],
    docs: GRANITE_IN,
    page: 1,
  },
  {
    split: 'fresh5',
    q: "When does Granite Peak's Indiana homeowners change take effect?",
    facts: ['October 15, 2025'],
    docs: GRANITE_IN,
    page: 1,
  },

  // Granite Peak, Michigan homeowners (DOCX)
  {
    split: 'fresh5',
    q: 'Granite Peak MI territory B selected',
    facts: ['8.3%'],
    docs: GRANITE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'GPIC Michigan HO-6 unit-owners indicated change',
    facts: ['11.0%'],
    docs: GRANITE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'granite MI frozen pipe renewal surcharge',
    facts: ['12%'],
    docs: GRANITE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: "What is the complement of credibility in Granite Peak's Michigan homeowners memo?",
    facts: ['countrywide Granite Peak homeowners indication'],
    docs: GRANITE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: "How many policies are in Granite Peak's Marquette and Upper Peninsula territory?",
    facts: ['4,313'],
    docs: GRANITE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Granite Peak MI weather-event load for convective and winter storms',
    facts: ['9.4%'],
    docs: GRANITE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: "What happens to Granite Peak's Michigan effective dates if the department approves after November 15, 2025?",
    facts: ['45 days after approval'],
    docs: GRANITE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Granite Peak MI ice dam endorsement limit options',
    facts: ['$20,000'],
    docs: GRANITE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'granite peak michigan renewal business effective date',
    facts: ['February 1, 2026'],
    docs: GRANITE_MI,
    page: null,
  },
  {
    split: 'fresh5',
    q: "When did Granite Peak's prior Michigan rate change take effect?",
    facts: ['March 1, 2024'],
    docs: GRANITE_MI,
    page: null,
  },

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  { split: 'fresh5', q: 'Ridgeline CO UM proposed rate', facts: ['$43'], docs: RIDGELINE, page: 1 },
  {
    split: 'fresh5',
    q: 'Ridgeline Colorado collision current rate',
    facts: ['$241'],
    docs: RIDGELINE,
    page: 1,
  },
  { split: 'fresh5', q: 'ridgeline CO PPA Denver metro selected', facts: ['8.0%'], docs: RIDGELINE, page: 1 },
  {
    split: 'fresh5',
    q: 'What share of comprehensive losses along the Front Range comes from hail, per Ridgeline?',
    facts: ['63%'],
    docs: RIDGELINE,
    page: 1,
  },
  {
    split: 'fresh5',
    q: 'Ridgeline Colorado auto trend period length',
    facts: ['39 months'],
    docs: RIDGELINE,
    page: 2,
  },
  { split: 'fresh5', q: 'RoadWise discount maximum', facts: ['30%'], docs: RIDGELINE, page: 2 },
  {
    split: 'fresh5',
    q: 'Ridgeline CO comprehensive credit with the $2,500 hail deductible',
    facts: ['18%'],
    docs: RIDGELINE,
    page: 2,
  },
  {
    split: 'fresh5',
    q: 'How many Ridgeline Colorado policies get a rate decrease?',
    facts: ['6,140'],
    docs: RIDGELINE,
    page: 2,
  },
  { split: 'fresh5', q: 'ridgeline CO PPA permissible LR', facts: ['74.3%'], docs: RIDGELINE, page: 2 },
  {
    split: 'fresh5',
    q: 'How credible is uninsured motorists in the Ridgeline Colorado filing?',
    facts: ['69%'],
    docs: RIDGELINE,
    page: 2,
  },
  {
    split: 'fresh5',
    q: 'Ridgeline Colorado auto: size of the prior rate change',
    facts: ['4.2%'],
    docs: RIDGELINE,
    page: 1,
  },
  {
    split: 'fresh5',
    q: "Whose experience is the complement of credibility in Ridgeline's Colorado filing?",
    facts: ['Utah and Wyoming'],
    docs: RIDGELINE,
    page: 2,
  },
  {
    split: 'fresh5',
    q: 'ridgeline colorado auto policies in force',
    facts: ['31,870'],
    docs: RIDGELINE,
    page: 1,
  },
  { split: 'fresh5', q: 'Ridgeline CO med pay selected', facts: ['2.0%'], docs: RIDGELINE, page: 1 },

  // Model Practice Standard No. 41 (PDF, two pages)
  { split: 'fresh5', q: 'MPS 41 replaced which earlier standard?', facts: ['No. 29'], docs: MPS41, page: 1 },
  {
    split: 'fresh5',
    q: 'minimum years of catastrophe data under MPS 41 absent a cat model',
    facts: ['20 years'],
    docs: MPS41,
    page: 2,
  },
  {
    split: 'fresh5',
    q: 'How long must documentation be retained under the future-costs standard?',
    facts: ['seven years'],
    docs: MPS41,
    page: 2,
  },
  {
    split: 'fresh5',
    q: 'From what date does MPS No. 41 apply to actuarial work?',
    facts: ['May 1, 2024'],
    docs: MPS41,
    page: 1,
  },
  {
    split: 'fresh5',
    q: 'Under Standard 41, where does the trend period start and end?',
    facts: ['average date of loss'],
    docs: MPS41,
    page: 1,
  },
  {
    split: 'fresh5',
    q: 'Which body adopted Model Practice Standard 41?',
    facts: ['Standards Council of the Casualty Rating Institute'],
    docs: MPS41,
    page: 1,
  },

  // Model Practice Standard No. 44 (Markdown)
  {
    split: 'fresh5',
    q: 'MPS 44 definition of complement of credibility',
    facts: ['the estimate to which the remaining weight is given'],
    docs: MPS44,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'With 1,082 claims, what probability does the limited fluctuation method give that frequency is within 5%?',
    facts: ['90%'],
    docs: MPS44,
    page: null,
  },
  { split: 'fresh5', q: 'Standard 44 supersedes which MPS?', facts: ['No. 25'], docs: MPS44, page: null },
  {
    split: 'fresh5',
    q: 'Besides industry loss costs and the trended prior indication, what complement does MPS 44 accept?',
    facts: ['larger related group', 'a larger related group'],
    docs: MPS44,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'MPS 44 partial credibility formula',
    facts: ['square root'],
    docs: MPS44,
    page: null,
  },

  // Model Law No. 902 (HTML)
  {
    split: 'fresh5',
    q: 'ML 902 days to acknowledge a claim',
    facts: ['15 calendar days'],
    docs: ML902,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Unfair claims act: aggregate cap for knowingly committed violations',
    facts: ['$500,000'],
    docs: ML902,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'ML 902 payment deadline once a claim is accepted',
    facts: ['30 days'],
    docs: ML902,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'What must a written claim denial cite under Model Law 902?',
    facts: ['specific policy provision'],
    docs: ML902,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'When was the Unfair Claims Settlement Practices model act adopted?',
    facts: ['October 14, 2022'],
    docs: ML902,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'per-violation penalty for flagrant disregard under the unfair claims model act',
    facts: ['$25,000'],
    docs: ML902,
    page: null,
  },

  // Model Law No. 903 (DOCX)
  {
    split: 'fresh5',
    q: 'ML 903: size of increase that triggers a policyholder notice',
    facts: ['10%'],
    docs: ML903,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'How many days before renewal must policyholders be told of a big increase under the transparency model act?',
    facts: ['45 days'],
    docs: ML903,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'ML 903 extension of the commissioner review',
    facts: ['30 days'],
    docs: ML903,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'On what date does Model Law 903 take effect after a state enacts it?',
    facts: ['January 1'],
    docs: ML903,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Rate Filing Transparency Act adoption date',
    facts: ['March 9, 2024'],
    docs: ML903,
    page: null,
  },

  // Colorado Senate Bill 25-118 (DOCX)
  { split: 'fresh5', q: 'Who sponsors SB 25-118?', facts: ['Alvarado'], docs: CO_BILL, page: null },
  {
    split: 'fresh5',
    q: 'SB25-118 nonrenewal notice lead time',
    facts: ['60 days'],
    docs: CO_BILL,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Colorado wildfire score bill: minimum mitigation discount',
    facts: ['5%'],
    docs: CO_BILL,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'SB 25-118 civil penalty cap per violation',
    facts: ['$2,500'],
    docs: CO_BILL,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'When was SB 25-118 introduced in the Senate?',
    facts: ['February 4, 2025'],
    docs: CO_BILL,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Colorado SB 25-118 go-live date',
    facts: ['January 1, 2026'],
    docs: CO_BILL,
    page: null,
  },

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  {
    split: 'fresh5',
    q: 'Ohio Bulletin 2025-03 issue date',
    facts: ['March 17, 2025'],
    docs: OH_BULLETIN,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Ohio roof schedule bulletin: minimum credit for roofs over 10 years old',
    facts: ['5%'],
    docs: OH_BULLETIN,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Ohio DOI 2025-03 applies to filings submitted from when?',
    facts: ['May 1, 2025'],
    docs: OH_BULLETIN,
    page: null,
  },
  {
    split: 'fresh5',
    q: "How many days' notice of a roof schedule does the Ohio department expect?",
    facts: ['30 days'],
    docs: OH_BULLETIN,
    page: null,
  },
  {
    split: 'fresh5',
    q: 'Do Ohio homeowners insurers using a roof schedule have to offer replacement cost at renewal?',
    facts: ['replacement cost option at renewal'],
    docs: OH_BULLETIN,
    page: null,
  },

  // Absent: the answer is in none of the documents
  { split: 'fresh5', absent: true, q: 'Summit Mutual OH homeowners HO-5 selected change' },
  { split: 'fresh5', absent: true, q: 'summit OH HO deductible credit for $2,500' },
  { split: 'fresh5', absent: true, q: 'Summit Indiana auto medical payments indicated' },
  { split: 'fresh5', absent: true, q: 'Summit IN PPA telematics discount cap' },
  { split: 'fresh5', absent: true, q: 'Lakeshore Ohio auto UM base rate' },
  { split: 'fresh5', absent: true, q: 'Lakeshore OH auto premium trend' },
  {
    split: 'fresh5',
    absent: true,
    q: 'How many policies does Lakeshore insure in its Michigan homeowners program?',
  },
  { split: 'fresh5', absent: true, q: 'Lakeshore MI HO frozen pipe surcharge' },
  { split: 'fresh5', absent: true, q: "Granite Peak's prior Indiana homeowners rate change" },
  { split: 'fresh5', absent: true, q: 'Granite Peak Indiana HO-4 selected' },
  { split: 'fresh5', absent: true, q: 'Granite Peak Michigan water backup endorsement limits' },
  { split: 'fresh5', absent: true, q: 'GPIC MI homeowners commission %' },
  {
    split: 'fresh5',
    absent: true,
    q: "How many policies are in Ridgeline's Mountains and Western Slope territory group?",
  },
  { split: 'fresh5', absent: true, q: 'Ridgeline CO collision deductible credit' },
  { split: 'fresh5', absent: true, q: 'Ridgeline Colorado property damage frequency trend' },
  { split: 'fresh5', absent: true, q: 'MPS 41 full credibility standard in claims' },
  { split: 'fresh5', absent: true, q: 'Standard 44: number of claims for full credibility of severity' },
  { split: 'fresh5', absent: true, q: 'Model Practice Standard No. 45 effective date' },
  { split: 'fresh5', absent: true, q: 'ML 902 license suspension for flagrant violations' },
  {
    split: 'fresh5',
    absent: true,
    q: 'Under ML 903, is a filing deemed approved if the commissioner does not act in time?',
  },
  { split: 'fresh5', absent: true, q: 'Which committee was SB 25-118 assigned to?' },
  { split: 'fresh5', absent: true, q: 'SB 25-118 aggregate penalty maximum' },
  { split: 'fresh5', absent: true, q: 'Ohio bulletin 2025-03 minimum credit for roofs older than 15 years' },
  { split: 'fresh5', absent: true, q: 'Ohio Bulletin 2025-04 issue date' },
];
