// The 'fresh12' part of the answer-quality set (see questions.mjs for the fields): written in the
// fourteenth round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers to these questions were not read) and to the engine's changes of that round:
// the held-out part now. Registers are mixed as in fresh11: full questions, terse search-box fragments
// with abbreviations (HO, PPA, BI, PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd
// typo, leading clauses and paraphrase far from the documents' wording. It leans on facts the earlier
// parts asked less (single table cells, conditions and exceptions, who must do what, dates of different
// roles, claim counts, section topics) and has compound questions (`allFacts`) whose every fact the answer
// must hold; for a PDF whose facts stand on two pages, the page is the first fact's. Every answer stands
// literally in the text. The absent questions are tempting on purpose: a neighbouring standard, model-law,
// bill or bulletin number, a coverage, endorsement or measure the document does not give, the same
// company in another state or line, a party or date role that is not there.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh12.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh12');

export const FRESH12_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('Summit Mutual OH HO — when does the revision reach renewals?', ['October 1, 2025'], SUMMIT_OH, 1),
  a('how many HO-4 policies does summit write in ohio', ['9,377'], SUMMIT_OH, 1),
  a('HO-4 renters selected chg, Summit Ohio', ['+3.0%'], SUMMIT_OH, 1),
  all(
    "Summit's last Ohio homeowners rate change before this one — how much, and when did it take effect?",
    ['+5.5%', 'August 1, 2023'],
    SUMMIT_OH,
    1,
  ),
  a('Summit Ohio HO: what was the cat provision in the prior filing?', ['15.9%'], SUMMIT_OH, 2),
  a(
    'how much paid severity/frequency data did Summit fit for its OH loss trend',
    ['twenty quarters'],
    SUMMIT_OH,
    2,
  ),
  a('claim count in the Summit Ohio experience period', ['6,310'], SUMMIT_OH, 2),
  a('Summit OH HO — cap on any one policyholder increase', ['+25%'], SUMMIT_OH, 2),
  a('u/w profit & contingencies, summit mutual homeowners ohio', ['5.0%'], SUMMIT_OH, 2),
  no('Summit Mutual Ohio HO-5 comprehensive form indication'),
  no('Summit OH homeowners wind/hail percentage deductible'),
  no('Summit Ohio HO complement of credibility used'),
  no('Summit Mutual Kentucky homeowners rate filing'),

  // Summit Mutual, Indiana private passenger auto (DOCX and a PDF copy)
  ppa('summit mutual IN auto SERFF #', ['SMMI-134389']),
  ppa('When was the Indiana PPA memorandum from Summit filed?', ['May 19, 2025']),
  ppa('summit indiana — UM selected', ['+1.5%']),
  ppaAll('BI freq and sev trends, Summit IN auto', ['-0.4%', '+6.9%']),
  ppa("premium trend per yr in Summit Mutual's Indiana auto memo", ['+2.1%']),
  ppa('Summit Indiana auto ULAE load (% of losses)', ['9.7%']),
  ppa('how many vehicles does the Summit indiana auto revision touch', ['47,530']),
  ppa('Summit IN PPA collision indication', ['+11.2%']),
  no('summit IN PPA med pay selected'),
  no('Summit Mutual Indiana PPA telematics discount cap'),
  no('Summit IN auto Indianapolis territory base rate'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('when did lakeshore submit its ohio auto filing to ODI', ['April 3, 2025'], LAKESHORE_OH, null),
  a('Lakeshore OH PPA 5-yr loss & LAE ratio', ['71.4%'], LAKESHORE_OH, null),
  a('lakeshore ohio PD current base rate', ['$104'], LAKESHORE_OH, null),
  a('Lakeshore Ohio comp selected', ['+6.8%'], LAKESHORE_OH, null),
  a('How much credibility does Lakeshore assign its Ohio auto experience?', ['82%'], LAKESHORE_OH, null),
  all('Lakeshore Ohio auto severity and frequency trend', ['+7.0%', '-0.8%'], LAKESHORE_OH, null),
  a('DriveSmart discount max — Lakeshore', ['25%'], LAKESHORE_OH, null),
  a('profit provison, lakeshore OH auto', ['3.5%'], LAKESHORE_OH, null),
  no('Lakeshore Ohio UM/UIM selected change'),
  no('Lakeshore Ohio auto ULAE ratio'),
  no('Lakeshore OH PPA Columbus territory change'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('Lakeshore Michigan homeowners — date filed with DIFS', ['July 8, 2025'], LAKESHORE_MI, null),
  a('Lakeshore Michigan homeowners overall indication', ['+15.3%'], LAKESHORE_MI, null),
  a('Upper Peninsula selected change in the Lakeshore homeowners filing', ['+7.8%'], LAKESHORE_MI, null),
  a(
    "Lakeshore's Michigan HO wind/hail deductible — is it for renewals too or only new business?",
    ['new business'],
    LAKESHORE_MI,
    null,
  ),
  a('Northern Lower Peninsula indicated, lakeshore', ['+10.6%'], LAKESHORE_MI, null),
  a('lakeshore michigan homeowners profit load', ['4.0%'], LAKESHORE_MI, null),
  all('Lakeshore Detroit metro territory: indicated and selected', ['+18.4%', '+14.9%'], LAKESHORE_MI, null),
  no('Lakeshore MI HO average premium before and after'),
  no('SERFF tracking # lakeshore michigan HO'),
  no('Lakeshore Michigan HO-6 condo form selected change'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('Granite Peak IN homeowners written premium', ['$52.8 million'], GRANITE_IN, 1),
  a('number of Indiana HO policies Granite Peak insures', ['38,115'], GRANITE_IN, 1),
  a('GPIC Indiana trended loss & LAE ratio', ['68.9%'], GRANITE_IN, 1),
  a('granite indiana non-hurricane cat provision', ['21.7%'], GRANITE_IN, 1),
  all(
    'fixed and variable expense ratios — Granite Peak Indiana homeowners',
    ['6.1%', '24.3%'],
    GRANITE_IN,
    1,
  ),
  a('Granite Peak Indiana HO selected loss trend', ['+5.4%'], GRANITE_IN, 1),
  a('Granite IN HO indicated change', ['+10.4%'], GRANITE_IN, 1),
  a('roof age past which Granite Indiana pays roof surfacing at ACV', ['15 years'], GRANITE_IN, 2),
  a(
    'Does the $1,000 minimum deductible at Granite Indiana hit existing policies, or only new business?',
    ['new business'],
    GRANITE_IN,
    2,
  ),
  no('Granite Peak Indiana HO complement of credibility'),
  no('Granite Indiana homeowners prior rate change'),
  no('GPIC Indiana HO wind/hail percentage deductible'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('MPS 41 effective for work on/after', ['May 1, 2024'], MPS41, 1),
  a('min yrs of data for a cat provision under std 41', ['20 years'], MPS41, 2),
  a(
    'Standard 41 — what happens to cat events before the non-cat indication is calculated?',
    ['removed from the experience'],
    MPS41,
    2,
  ),
  a(
    'Which standard does MPS 41 point to for credibility and complements?',
    ['Model Practice Standard No. 44'],
    MPS41,
    2,
  ),
  a(
    'what cost components does Model Practice Standard 41 name in its purpose section',
    ['loss adjustment expense'],
    MPS41,
    1,
  ),
  a('std 41 — where does the trend period end', ['period the rates will be in effect'], MPS41, 1),
  a('Under MPS 41, what has to be documented?', ['data, methods and assumptions'], MPS41, 2),
  no('MPS 41 guidance on premium trend'),
  no('Model Practice Standard No. 43 catastrophe models'),
  no('Standard 41 — commission and general expense provisions'),
  no('std 41 guidance on choosing exponential vs linear trend'),

  // Model Practice Standard No. 44 (Markdown)
  all(
    'MPS 44: effective date and the standard it replaced',
    ['December 1, 2023', 'Model Practice Standard No. 25'],
    MPS44,
    null,
  ),
  a(
    'full-credibility claim count under the limited fluctuation method, MPS 44',
    ['1,082 claims'],
    MPS44,
    null,
  ),
  a('Which coverages does Model Practice Standard 44 reach?', ['property and casualty'], MPS44, null),
  a('who adopted standard 44', ['Standards Council of the Casualty Rating Institute'], MPS44, null),
  a('MPS 44 — a complement has to be independent of what?', ['subject experience'], MPS44, null),
  a('In MPS 44 which section covers limited fluctuation?', ['Section 5'], MPS44, null),
  no('MPS 44 guidance on capping credibility for catastrophe-exposed lines'),
  no('Model Practice Standard No. 45 reserving guidance'),
  no('std 44 minimum number of years of experience'),

  // Model Law No. 902, Unfair Claims Settlement Practices Act (HTML)
  all('902 acknowledgement and accept/deny deadlines', ['15 calendar days', '45 days'], ML902, null),
  a('model law 902 per-violation penalty when not knowingly committed', ['$1,000'], ML902, null),
  a('Not knowingly committed — aggregate cap, unfair claims act', ['$100,000'], ML902, null),
  a('flagrant disregard per violation fine 902', ['$25,000'], ML902, null),
  a('Does a claim denial have to be written under Model Law No. 902?', ['shall be in writing'], ML902, null),
  a('which section of ML 902 covers prompt investigation', ['Section 4'], ML902, null),
  a(
    'Model Law 902 — the accept-or-deny clock starts on receipt of what?',
    ['properly executed proof of loss'],
    ML902,
    null,
  ),
  no("Unfair Claims Settlement Practices Act — time to reply to an insured's correspondence"),
  no('ML 902 section 6 — misrepresenting policy provisions'),

  // Model Law No. 903, Rate Filing Transparency Act (DOCX)
  a(
    'Rate Filing Transparency Act — who adopted it',
    ['Conference of State Insurance Regulators'],
    ML903,
    null,
  ),
  a('How many times can the commissioner extend review under ML 903?', ['once'], ML903, null),
  a(
    'ML903 public inspection — are the actuarial memos included?',
    ['supporting actuarial memoranda'],
    ML903,
    null,
  ),
  a('Trade secret info under ML 903 — withheld automatically or on request?', ['on request'], ML903, null),
  a('ML 903 consumer notice — who must be notified', ['each affected policyholder'], ML903, null),
  a('Section 6 of Model Law 903 — what is it about', ['Review period'], ML903, null),
  no('Model Law 903 hearing rights after disapproval'),
  no('ML 903 consumer notice for rate decreases'),
  no('Model Law 903 SERFF electronic filing requirement'),

  // Colorado Senate Bill 25-118 (DOCX)
  a('When was SB 25-118 introduced?', ['February 4, 2025'], CO_BILL, null),
  a('CO SB 25-118 eff date', ['January 1, 2026'], CO_BILL, null),
  a('what must the colorado nonrenewal notice state', ['specific reason'], CO_BILL, null),
  a(
    'Colorado bill — the mitigation discount applies to homes meeting whose standards?',
    ['wildfire mitigation standards of the division'],
    CO_BILL,
    null,
  ),
  a('how is the nonrenewal notice delivered per the Colorado bill', ['mail written notice'], CO_BILL, null),
  all('Colorado SB 25-118 sponsors', ['R. Alvarado', 'M. Kessler'], CO_BILL, null),
  no('SB 25-118 fiscal note cost'),
  no('Colorado SB 25-118 mid-term cancellation notice'),
  no('Colorado HB 25-118 House version'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a(
    'ODI 2025-03 — roof schedule disclosure goes in what kind of notice?',
    ['separate notice'],
    OH_BULLETIN,
    null,
  ),
  a('ohio bulletin: roof age that triggers the expected credit', ['older than 10 years'], OH_BULLETIN, null),
  a('Which insurers does ohio bulletin 2025-03 address?', ['homeowners insurers'], OH_BULLETIN, null),
  a(
    'Ohio roof bulletin — besides a payment schedule, which settlement basis does it cover?',
    ['actual cash value'],
    OH_BULLETIN,
    null,
  ),
  a(
    'subject line of Ohio Department of Insurance Bulletin 2025-03',
    ['Roof surfacing payment schedules'],
    OH_BULLETIN,
    null,
  ),
  no('ODI bulletin 2025-03 how roof age is measured'),
  no('Ohio bulletin on cosmetic hail damage exclusions'),
  no('ODI Bulletin 2024-03 roof schedules'),

  // Granite Peak, Michigan homeowners (DOCX)
  a('GPIC Michigan SERFF', ['GPIC-2025-2391'], GRANITE_MI, null),
  a('Granite Peak MI HO filing date', ['August 12, 2025'], GRANITE_MI, null),
  a('Kalamazoo/Battle Creek selected, granite', ['+8.3%'], GRANITE_MI, null),
  a('territory D policy count Granite Michigan', ['4,313'], GRANITE_MI, null),
  a('Lansing & Jackson indicated change (Granite Peak HO)', ['+12.2%'], GRANITE_MI, null),
  a('Granite MI HO-4 selected', ['+3.5%'], GRANITE_MI, null),
  a(
    'What perils does the Granite Peak Michigan weather-event load cover?',
    ['severe convective storms and winter storms'],
    GRANITE_MI,
    null,
  ),
  a('frozen pipe surcharge lookback, granite michigan', ['past three years'], GRANITE_MI, null),
  all('granite peak MI fixed & variable expense ratio', ['7.0%', '23.1%'], GRANITE_MI, null),
  a('how many claims in the Granite Michigan experience period', ['443'], GRANITE_MI, null),
  a('Granite MI HO written premium', ['$33.9 million'], GRANITE_MI, null),
  all('avg annual premium granite michigan before and after', ['$1,412', '$1,514'], GRANITE_MI, null),
  no('Granite Peak Michigan HO ULAE'),
  no('Granite MI homeowners Detroit territory selected'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('Ridgeline CO proposed medical payments rate', ['$18'], RIDGELINE, 1),
  a('ridgeline colorado uninsured motorists proposed rate', ['$43'], RIDGELINE, 1),
  all('Collision current rate → proposed, Ridgeline Colorado', ['$241', '$261'], RIDGELINE, 1),
  a('ridgeline colorado renewal effective', ['October 15, 2025'], RIDGELINE, 1),
  a('Ridgeline CO PPA prior rate change amount', ['+4.2%'], RIDGELINE, 1),
  a('Colorado Springs & Pueblo vehicles — ridgeline', ['13,480'], RIDGELINE, 1),
  a('Northern Front Range indicated, Ridgeline auto', ['+9.4%'], RIDGELINE, 1),
  a('RoadWise starting discount when you enrol', ['starts at 5%'], RIDGELINE, 2),
  a('Ridgeline comprehensive pure premium trend', ['+10.5%'], RIDGELINE, 2),
  a('UM claim count in the Ridgeline experience period', ['512'], RIDGELINE, 2),
  a('bodily injury claims, Ridgeline CO experience', ['2,318'], RIDGELINE, 2),
  a("Ridgeline's permissible loss & LAE ratio", ['74.3%'], RIDGELINE, 2),
  all('other acq & general expense — Ridgeline Colorado', ['3.8%', '5.6%'], RIDGELINE, 2),
  a('collision sev trend ridgeline CO', ['+9.2%'], RIDGELINE, 2),
  no('Ridgeline Colorado rental reimbursement selected'),
  no('Ridgeline Casualty Utah auto rate filing effective date'),
  no('Ridgeline CO PPA good student discount'),
  no('Ridgeline comprehensive glass deductible'),

  // Across the set
  no('NAIC model bulletin on artificial intelligence in rating'),
  no('Indiana Department of Insurance bulletin on roof schedules'),
  no('Granite Peak Texas homeowners filing'),
];
