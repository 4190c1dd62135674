// The 'fresh13' part of the answer-quality set (see questions.mjs for the fields): written in the
// fifteenth round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers to these questions were not read) and to the engine's changes of that round:
// the held-out part now. Registers are mixed as in fresh12: full questions, terse search-box fragments
// with abbreviations (HO, PPA, BI, PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd
// typo, leading clauses and paraphrase far from the documents' wording. It leans on facts the earlier
// parts asked less (single table cells, conditions and exceptions, definitions, who must do what, dates of
// different roles, counts, reasons) and has compound questions (`allFacts`) whose every fact the answer
// must hold; for a PDF whose facts stand on two pages, the page is the first fact's. Every answer stands
// literally in the text. The absent questions are tempting on purpose: a neighbouring standard, model-law,
// bill or bulletin number, a coverage, peril, endorsement, form or measure the document does not give, the
// same company in another state or line, a party or date role that is not there, a figure or option the
// document does not list.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh13.
import {
  SUMMIT_OH,
  LAKESHORE_OH,
  LAKESHORE_MI,
  GRANITE_IN,
  GRANITE_MI,
  RIDGELINE,
  MPS41,
  MPS44,
  ML902,
  ML903,
  CO_BILL,
  OH_BULLETIN,
  partHelpers,
} from './doc-keys.mjs';

const { a, all, no, ppa, ppaAll } = partHelpers('fresh13');

export const FRESH13_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('summit ohio HO-4 indicated', ['+4.1%'], SUMMIT_OH, 1),
  a("What's the indication for Summit Mutual's unit-owners form in Ohio?", ['+9.8%'], SUMMIT_OH, 1),
  a(
    'Why does the HO-3 form account for most of Summit’s Ohio homeowners indication?',
    ['wind and hail losses'],
    SUMMIT_OH,
    1,
  ),
  a('Summit OH homeowners — written premium touched by the revision', ['$142.7 million'], SUMMIT_OH, 1),
  all(
    'Summit Mutual Ohio HO: effective dates for new biz and for renewals?',
    ['September 1, 2025', 'October 1, 2025'],
    SUMMIT_OH,
    1,
  ),
  a('other acquisition expense in the Summit Ohio homeowners memo', ['5.1%'], SUMMIT_OH, 2),
  a('Summit Ohio HO general expense ratio', ['4.6%'], SUMMIT_OH, 2),
  a(
    'For its Ohio non-hurricane cat load, how many years of wind/hail loss ratios did Summit average?',
    ['30-year'],
    SUMMIT_OH,
    2,
  ),
  no('Summit Mutual Ohio HO-3 base rate'),
  no('Summit Ohio homeowners water backup endorsement limits'),
  no('Summit Mutual OH HO roof surfacing payment schedule credit'),

  // Summit Mutual, Indiana private passenger auto (DOCX and a PDF copy)
  ppa('Summit Indiana auto — PD liab indicated', ['+7.4%']),
  ppa('comp selected, summit IN PPA', ['+7.7%']),
  ppa('What did Summit Mutual indicate for collision in Indiana?', ['+11.2%']),
  ppa('UM indicated chg summit indiana', ['+2.2%']),
  ppa('Summit IN auto collision severity trend selected', ['+8.2%']),
  ppa('bodily injury frequency trend — Summit Mutual Indiana PPA', ['-0.4%']),
  ppa('Summit Indiana auto filing: how much written premium is affected?', ['$61.3 million']),
  ppaAll('Summit IN auto: indicated vs selected overall change', ['+9.1%', '+6.5%']),
  no('Summit Mutual Indiana PPA comprehensive deductible options'),
  no('Summit Mutual Illinois private passenger auto filing'),
  no('Summit IN PPA prior rate change'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('Lakeshore Ohio comp indicated', ['+10.2%'], LAKESHORE_OH, null),
  a('lakeshore OH collision selected change', ['+7.5%'], LAKESHORE_OH, null),
  a('What bodily injury indication did Lakeshore show in Ohio?', ['+7.1%'], LAKESHORE_OH, null),
  a('Lakeshore OH auto severity trend', ['+7.0%'], LAKESHORE_OH, null),
  all(
    'Which regulator got the Lakeshore Ohio auto filing, and on what date?',
    ['Ohio Department of Insurance', 'April 3, 2025'],
    LAKESHORE_OH,
    null,
  ),
  a("Lakeshore's Ohio 5-yr loss & LAE ratio", ['71.4%'], LAKESHORE_OH, null),
  a('current comprehensive base rate Lakeshore Ohio', ['$81'], LAKESHORE_OH, null),
  a('Lakeshore Ohio auto: full credibility standard used', ['1,082 claims'], LAKESHORE_OH, null),
  no('Lakeshore OH med pay indicated chg'),
  no('Lakeshore Insurance Indiana auto rate filing'),
  no('DriveSmart discount — starting percentage (Lakeshore)'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('Lakeshore Michigan territory 3 selected', ['+9.5%'], LAKESHORE_MI, null),
  a('Upper Peninsula indicated change, Lakeshore MI homeowners', ['+8.2%'], LAKESHORE_MI, null),
  a('Grand Rapids area indication in the Lakeshore MI HO filing', ['+13.1%'], LAKESHORE_MI, null),
  a('detroit metro selected — lakeshore', ['+14.9%'], LAKESHORE_MI, null),
  a('Lakeshore MI homeowners selected annual loss trend', ['+7.8%'], LAKESHORE_MI, null),
  a(
    'Which Michigan agency was the Lakeshore homeowners filing made with?',
    ['Department of Insurance and Financial Services'],
    LAKESHORE_MI,
    null,
  ),
  a('Lakeshore MI water backup endorsement — middle limit option', ['$15,000'], LAKESHORE_MI, null),
  all(
    'Lakeshore Michigan HO: what is the overall selected, and what was indicated?',
    ['+12.9%', '+15.3%'],
    LAKESHORE_MI,
    null,
  ),
  no('Lakeshore Michigan ice dam endorsement limits'),
  no('Lakeshore Michigan HO — last rate change before this filing'),
  no('Lakeshore MI frozen pipe surcharge'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('GPIC Indiana HO fixed expense ratio', ['6.1%'], GRANITE_IN, 1),
  a('Granite Indiana HO overall indicated change', ['+10.4%'], GRANITE_IN, 1),
  a('When did Granite Peak file its Indiana homeowners memorandum?', ['June 27, 2025'], GRANITE_IN, 1),
  a('trended loss & LAE ratio granite peak indiana', ['68.9%'], GRANITE_IN, 1),
  all(
    'Granite Peak Indiana homeowners — how many policies and how much premium?',
    ['38,115', '$52.8 million'],
    GRANITE_IN,
    1,
  ),
  a(
    'Granite Peak IN: on older roofs, how are wind/hail losses to the roof surfacing paid?',
    ['actual cash value'],
    GRANITE_IN,
    2,
  ),
  a('roof age beyond which Granite Indiana settles roof surfacing at ACV', ['15 years'], GRANITE_IN, 2),
  a('Granite IN HO — old minimum all-perils deductible', ['$500'], GRANITE_IN, 2),
  no('GPIC Indiana HO unallocated LAE load'),
  no('Granite Peak Indiana HO-6 selected change'),
  no('Granite Peak Ohio homeowners rate filing'),

  // Granite Peak, Michigan homeowners (DOCX)
  a('Lansing/Jackson indicated, Granite Peak MI', ['+12.2%'], GRANITE_MI, null),
  a('How much does Granite select for Marquette and the UP?', ['+2.9%'], GRANITE_MI, null),
  a('number of Granite Peak Michigan policies in Lansing and Jackson', ['6,812'], GRANITE_MI, null),
  a('GPIC MI HO-3 selected', ['+7.6%'], GRANITE_MI, null),
  a(
    'What share of non-cat losses in Granite’s Michigan book come from water and frozen pipes?',
    ['46%'],
    GRANITE_MI,
    null,
  ),
  a('weather-event load granite peak michigan', ['9.4% of premium'], GRANITE_MI, null),
  a('Granite Peak Michigan HO selected loss trend', ['+6.6%'], GRANITE_MI, null),
  all('GPIC Michigan average premium, before and after the change', ['$1,412', '$1,514'], GRANITE_MI, null),
  a(
    'Granite Peak Michigan — who gets the frozen pipe surcharge?',
    ['frozen pipe loss in the past three years'],
    GRANITE_MI,
    null,
  ),
  a('Granite Peak Michigan: new business effective date', ['January 1, 2026'], GRANITE_MI, null),
  a(
    'Michigan HO for Granite — what backs the unselected credibility weight?',
    ['countrywide Granite Peak homeowners indication'],
    GRANITE_MI,
    null,
  ),
  no('Granite Peak Michigan roof payment schedule'),
  no('Granite MI HO water backup endorsement limits'),
  no('Granite MI homeowners separate wind/hail deductible'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('Ridgeline CO PD proposed rate', ['$120'], RIDGELINE, 1),
  a("What's Ridgeline's current UM rate in Colorado?", ['$39'], RIDGELINE, 1),
  a('BI indicated, ridgeline casualty colorado', ['+8.3%'], RIDGELINE, 1),
  a('collision selected — Ridgeline CO PPA', ['+8.4%'], RIDGELINE, 1),
  a('Denver metro indicated change for Ridgeline auto', ['+12.9%'], RIDGELINE, 1),
  a('Ridgeline Colorado PPA overall indicated', ['+10.7%'], RIDGELINE, 1),
  a('When do Ridgeline’s Colorado auto rates start for new business?', ['September 15, 2025'], RIDGELINE, 1),
  all(
    'Ridgeline CO: last rate change before this one, amount and date',
    ['+4.2%', 'November 1, 2024'],
    RIDGELINE,
    1,
  ),
  a(
    'Why is the Ridgeline comprehensive selection held down despite the big indication?',
    ['new hail deductible option'],
    RIDGELINE,
    1,
  ),
  a('pure premium trend used for comprehensive by Ridgeline', ['+10.5%'], RIDGELINE, 2),
  a('BI severity trend in the Ridgeline Colorado memo', ['+7.3%'], RIDGELINE, 2),
  a('premium trend per year, Ridgeline CO auto', ['+1.8%'], RIDGELINE, 2),
  a('Ridgeline CO PPA average premium per vehicle before the change', ['$1,286'], RIDGELINE, 2),
  a('max individual increase Ridgeline Colorado auto', ['+20%'], RIDGELINE, 2),
  all(
    'Ridgeline comprehensive hail deductible — credit with the $1,000 option and with the $2,500 option?',
    ['11%', '18%'],
    RIDGELINE,
    2,
  ),
  no('Ridgeline Colorado collision deductible options'),
  no('RoadWise telematics mileage requirement'),
  no('Ridgeline Colorado auto accident forgiveness rule'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('MPS 41 scope — future costs for what kind of rates?', ['prospective rates'], MPS41, 1),
  a(
    'Under Std 41, where does the trend period start?',
    ['average date of loss in the experience period'],
    MPS41,
    1,
  ),
  a('year the standard replaced by MPS 41 was adopted', ['2011'], MPS41, 1),
  a(
    'Model Practice Standard 41 — what does it say about frequency vs severity trends',
    ['separately'],
    MPS41,
    1,
  ),
  a(
    'In building a non-cat indication under MPS 41, what must first happen to cat events?',
    ['removed from the experience'],
    MPS41,
    2,
  ),
  a('Std 41 credibility section refers actuaries to which standard?', ['No. 44'], MPS41, 2),
  a(
    'MPS 41 documentation test: who should be able to assess the work',
    ['another qualified actuary'],
    MPS41,
    2,
  ),
  no('MPS 41 guidance on capping large losses'),
  no('Model Practice Standard No. 42'),
  no('Std 41 section 7'),

  // Model Practice Standard No. 44 (Markdown)
  a('MPS 44 replaces which standard', ['No. 25'], MPS44, null),
  all(
    'acceptable complements of credibility listed in std 44',
    ['trended prior indication', 'a larger related group', 'industry loss costs'],
    MPS44,
    null,
  ),
  a(
    'MPS 44 definition — complement of credibility',
    ['the estimate to which the remaining weight is given'],
    MPS44,
    null,
  ),
  a(
    'limited fluctuation — 1,082 claims puts observed frequency within what % of expected?',
    ['within 5%'],
    MPS44,
    null,
  ),
  a(
    'partial credibility formula in MPS 44',
    ['square root of the ratio of observed claims to the full standard'],
    MPS44,
    null,
  ),
  a('MPS 44: qualities a complement should have', ['relevant, unbiased and independent'], MPS44, null),
  a(
    'std 44 full credibility standard definition',
    ['the volume of data at which the experience is given a credibility of one'],
    MPS44,
    null,
  ),
  no('MPS 44 Bühlmann credibility guidance'),
  no('Model Practice Standard No. 46'),
  no('MPS 44 complement for excess layers'),

  // Model Law No. 902 (HTML)
  all(
    'ML 902 claim clock: days to acknowledge, and days to pay once accepted',
    ['15 calendar days', '30 days'],
    ML902,
    null,
  ),
  a('Under Model Law 902, once a claim is accepted how quickly must it be paid?', ['30 days'], ML902, null),
  a('ML902 knowingly committed — aggregate cap', ['$500,000'], ML902, null),
  a('flagrant disregard aggregate maximum, ML 902', ['$1,000,000'], ML902, null),
  a('what must a denial letter cite under ML 902', ['specific policy provision'], ML902, null),
  a(
    'The Unfair Claims Settlement Practices Act — when does it take effect in a state?',
    ['six months after its enactment'],
    ML902,
    null,
  ),
  a('Which section of Model Law 902 sets out penalties?', ['Section 8'], ML902, null),
  a('ML 902: what triggers the 45-day accept/deny clock', ['properly executed proof of loss'], ML902, null),
  no('interest owed on late claim payments under ML 902'),
  no('Model Law No. 901'),
  no('ML 902 license suspension for repeat violations'),

  // Model Law No. 903 (DOCX)
  a('rate filing transparency act — commissioner review window', ['60 days'], ML903, null),
  a('ML 903: number of times the review can be extended', ['once'], ML903, null),
  a('size of increase that triggers the 903 policyholder notice', ['more than 10%'], ML903, null),
  a('Model Law 903: what may be kept out of public inspection', ['Trade secret information'], ML903, null),
  a('ML 903 — when does a filing become open to the public?', ['approved or becomes effective'], ML903, null),
  all(
    'What must the consumer notice under Model Law 903 state?',
    ['percentage change', 'main reasons'],
    ML903,
    null,
  ),
  no('ML 903 — is a filing deemed approved if the commissioner misses the deadline?'),
  no('ML 903 penalties for late notice'),
  no('Model Law No. 904'),

  // Colorado Senate Bill 25-118 (DOCX)
  all(
    'SB 25-118 — date introduced and date it takes effect',
    ['February 4, 2025', 'January 1, 2026'],
    CO_BILL,
    null,
  ),
  a('who is the House sponsor of SB 25-118', ['M. Kessler'], CO_BILL, null),
  a('minimum wildfire mitigation discount under SB 25-118', ['at least 5%'], CO_BILL, null),
  a(
    'What must an insurer do with a wildfire risk score if the policyholder asks?',
    ['disclose the score'],
    CO_BILL,
    null,
  ),
  a('SB 25-118: who receives the nonrenewal notice', ['named insured'], CO_BILL, null),
  a('max civil penalty per violation in the colorado nonrenewal bill', ['$2,500'], CO_BILL, null),
  a('SB 25-118 — which policies does it apply to?', ['issued or renewed on or after'], CO_BILL, null),
  no('SB 25-118 FAIR plan provisions'),
  no('Colorado SB 25-119'),
  no('SB 25-118 appeal of a wildfire risk score'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a(
    'Ohio roof schedule bulletin — option insurers must offer at renewal',
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  a('How does ODI want a roof schedule filed?', ['as a form and a rate'], OH_BULLETIN, null),
  a('ODI 2025-03: how far ahead must the schedule notice be delivered', ['30 days'], OH_BULLETIN, null),
  a('Ohio bulletin: expected credit for older roofs', ['at least 5%'], OH_BULLETIN, null),
  a('roof age threshold for the ODI credit expectation', ['10 years'], OH_BULLETIN, null),
  a('how must the roof schedule be disclosed per the ohio bulletin', ['separate notice'], OH_BULLETIN, null),
  no('ODI Bulletin 2025-02'),
  no('Ohio roof schedule bulletin penalties'),
  no('Ohio bulletin metal roof credit'),

  // Across documents
  no('NAIC Unfair Trade Practices Act model 880 provisions'),
  no('Kentucky Department of Insurance bulletin on roof schedules'),
];
