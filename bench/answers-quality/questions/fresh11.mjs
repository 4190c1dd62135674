// The 'fresh11' part of the answer-quality set (see questions.mjs for the fields): written in the
// thirteenth round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers to these questions were not read) and to the engine's changes of that round:
// the held-out part now. Registers are mixed as in fresh10: full questions, terse search-box fragments
// with abbreviations (HO, PPA, BI, PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd
// typo, leading clauses and paraphrase far from the documents' wording. It leans on facts the earlier
// parts asked less (definitions, roles and parties, conditions and exceptions, reasons given for a
// selection, single table cells, expense lines) and has compound questions (`allFacts`) whose every fact
// the answer must hold; for a PDF whose facts stand on two pages, the page is the first fact's. Every
// answer stands literally in the text. The absent questions are tempting on purpose: a neighbouring
// section, standard, model-law or bill number, a coverage, endorsement or measure the document does not
// give, the same company in another state or line, a party or date role that is not there.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh11.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh11');

export const FRESH11_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('summit OH HO new biz effective', ['September 1, 2025'], SUMMIT_OH, 1),
  a('condo unit-owners form indication, Summit in Ohio', ['+9.8%'], SUMMIT_OH, 1),
  a(
    "What's driving most of the HO-3 indication in Summit's Ohio memo?",
    ['wind and hail losses'],
    SUMMIT_OH,
    1,
  ),
  a(
    "How long a history underlies Summit's Ohio non-hurricane catastrophe provision?",
    ['30-year'],
    SUMMIT_OH,
    2,
  ),
  a('Summit OH HO comission and brokerage', ['14.0%'], SUMMIT_OH, 2),
  a('other acquisition exp — summit mutual ohio homeowners', ['5.1%'], SUMMIT_OH, 2),
  all('Summit Ohio HO avg premium before/after', ['$1,694', '$1,819'], SUMMIT_OH, 2),
  all('general expense and TLF load, Summit Mutual Ohio HO', ['4.6%', '2.4%'], SUMMIT_OH, 2),
  no('Summit Ohio HO ULAE as % of losses'),
  no('Summit Mutual Ohio homeowners water backup endorsement limits'),
  no('summit ohio HO permissible loss & LAE ratio'),
  no('Summit OH homeowners roof surfacing ACV schedule'),

  // Summit Mutual, Indiana private passenger auto (DOCX and a PDF copy)
  ppa('Summit Indiana auto — eff. date for new and renewal', ['August 15, 2025']),
  ppa('IN PPA summit written premium affected', ['$61.3 million']),
  ppa('collision frequency trend used by Summit for Indiana auto', ['-1.0%']),
  ppa("How credible is Summit's Indiana BI experience?", ['88%']),
  ppa(
    'For its Indiana private passenger auto indication, what does Summit give the leftover credibility weight to?',
    ['trended prior indication'],
  ),
  ppaAll('Summit IN comp indicated & selected', ['+8.9%', '+7.7%']),
  ppa('summit indiana PD liab selected chg', ['+6.0%']),
  ppa('What commission does Summit Mutual pay on Indiana auto?', ['11.0%']),
  no('Summit IN auto rental reimbursement change'),
  no('Summit Indiana PPA permissible loss and LAE ratio'),
  no('Summit Indiana PPA underinsured motorist selected'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('Lakeshore Ohio auto filing no.', ['LKSH-OH-2025-071'], LAKESHORE_OH, null),
  a('lakeshore OH auto — number of vehicles in the program', ['112,640'], LAKESHORE_OH, null),
  a('Lakeshore Ohio collision base rate currently', ['$226'], LAKESHORE_OH, null),
  a("what's the permissible loss & LAE ratio in Lakeshore's Ohio auto filing", ['66.0%'], LAKESHORE_OH, null),
  all(
    "What is Lakeshore's Ohio telematics program called, and when does its discount start applying?",
    ['DriveSmart', 'after the first policy term'],
    LAKESHORE_OH,
    null,
  ),
  a('lakeshore ohio complement of cred', ['industry loss cost trend'], LAKESHORE_OH, null),
  a('Why did Lakeshore select less than indicated in Ohio auto?', ['limit disruption'], LAKESHORE_OH, null),
  no('Lakeshore Ohio auto medical payments base rate'),
  no('Lakeshore Insurance Michigan auto rate change'),
  no('lakeshore OH auto commission and general expense'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('Lakeshore Michigan HO filing number', ['LKSH-MI-2025-114'], LAKESHORE_MI, null),
  a('Lakeshore MI homeowners effective date', ['November 1, 2025'], LAKESHORE_MI, null),
  a(
    "In Lakeshore's Michigan homeowners filing, what share of non-cat losses came from water damage?",
    ['41%'],
    LAKESHORE_MI,
    null,
  ),
  a('Grand Rapids territory selected — lakeshore', ['+11.7%'], LAKESHORE_MI, null),
  a('detroit metro indication lakeshore HO', ['+18.4%'], LAKESHORE_MI, null),
  a(
    'What new deductible is Lakeshore introducing on Michigan homeowners?',
    ['2% of Coverage A'],
    LAKESHORE_MI,
    null,
  ),
  all('water backup limit options lakeshore MI', ['$5,000', '$15,000', '$30,000'], LAKESHORE_MI, null),
  a('lakeshore MI HO catastrophe load', ['11.2%'], LAKESHORE_MI, null),
  no('Lakeshore Michigan homeowners ice dam endorsement'),
  no('Lakeshore MI HO credibility of experience'),
  no('Lakeshore MI HO frozen pipe surcharge percentage'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('SERFF tracking no. on the Granite Peak Indiana homeowners memo', ['GPIC-2025-2207'], GRANITE_IN, 1),
  a('GPIC Indiana homeowners date filed', ['June 27, 2025'], GRANITE_IN, 1),
  a('granite indiana HO eff date', ['October 15, 2025'], GRANITE_IN, 1),
  a(
    'How are wind/hail losses to older roofs paid under Granite Peak Indiana homeowners?',
    ['actual cash value'],
    GRANITE_IN,
    2,
  ),
  a("What share of Granite's Indiana insured dwellings have roofs past 15 years?", ['27%'], GRANITE_IN, 2),
  all('Granite IN minimum all-perils deductible old vs new', ['$500', '$1,000'], GRANITE_IN, 2),
  a('credit for picking a $2,500 deductible, Granite Indiana HO', ['14%'], GRANITE_IN, 2),
  a("how credible is granite peak's indiana experience", ['91%'], GRANITE_IN, 1),
  no('Granite Peak Indiana HO ice dam endorsement limits'),
  no('Granite Indiana homeowners frozen pipe surcharge'),
  no('GPIC Indiana HO average annual premium change'),
  no('Granite Peak Indiana private passenger auto rate change'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('Who adopted MPS 41?', ['Standards Council of the Casualty Rating Institute'], MPS41, 1),
  a('which standard did MPS 41 supersede', ['Model Practice Standard No. 29'], MPS41, 1),
  a('when was the predecessor of standard 41 adopted', ['2011'], MPS41, 1),
  a('Std 41 — trend period runs from what to what?', ['average date of loss'], MPS41, 1),
  a(
    'Under standard 41, what may an actuary use in place of a long history when estimating cat provisions?',
    ['catastrophe model'],
    MPS41,
    2,
  ),
  a('record retention for actuarial documentation per standard 41', ['seven years'], MPS41, 2),
  a(
    'Standard 41 documentation: who should be able to judge whether the work is reasonable?',
    ['another qualified actuary'],
    MPS41,
    2,
  ),
  a('Does Standard 41 want frequency and severity trended together or apart?', ['separately'], MPS41, 1),
  no('Model Practice Standard 41 guidance on reinsurance costs'),
  no('MPS 41 profit and contingencies provision guidance'),
  no('Model Practice Standard No. 42 effective date'),

  // Model Practice Standard No. 44 (Markdown)
  a(
    'standard 44 definition of full credibility standard',
    ['the volume of data at which the experience is given a credibility of one'],
    MPS44,
    null,
  ),
  a(
    'How does MPS 44 define the complement of credibility?',
    ['the estimate to which the remaining weight is given'],
    MPS44,
    null,
  ),
  a(
    'three qualities a complement should have under standard 44',
    ['relevant, unbiased and independent'],
    MPS44,
    null,
  ),
  all(
    'acceptable complements per std 44',
    ['trended prior indication', 'larger related group', 'industry loss costs'],
    MPS44,
    null,
  ),
  a('MPS 44 replaced what', ['Model Practice Standard No. 25'], MPS44, null),
  all(
    'With 1,082 claims, what probability and what tolerance does Standard 44 give?',
    ['90%', '5%'],
    MPS44,
    null,
  ),
  a(
    'how is partial credibility computed under the limited fluctuation method',
    ['square root of the ratio of observed claims to the full standard'],
    MPS44,
    null,
  ),
  a(
    'Which kinds of actuarial work does Standard No. 44 apply to?',
    ['ratemaking, reserving and experience rating'],
    MPS44,
    null,
  ),
  no('MPS 44 Bühlmann–Straub credibility guidance'),
  no('Standard 44 documentation retention period'),
  no('Model Practice Standard 44 Section 7 disclosures'),

  // Model Law No. 902, Unfair Claims Settlement Practices Act (HTML)
  a('who adopted ML 902', ['Conference of State Insurance Regulators'], ML902, null),
  a('unfair claims settlement model act — adoption date', ['October 14, 2022'], ML902, null),
  a(
    'Once a proof of loss is in, how long does an insurer have to accept or deny under ML 902?',
    ['45 days'],
    ML902,
    null,
  ),
  a('pay within how long once accepted — unfair claims model', ['30 days'], ML902, null),
  a(
    'What does a written claim denial have to cite under Model Law 902?',
    ['specific policy provision, condition or exclusion'],
    ML902,
    null,
  ),
  a('aggregate max penalty for flagrant disregard, ML 902', ['$1,000,000'], ML902, null),
  all(
    'knowingly committed violation: per-violation penalty and cap (902)',
    ['$5,000', '$500,000'],
    ML902,
    null,
  ),
  a('When does ML 902 take effect after a state enacts it?', ['six months after its enactment'], ML902, null),
  no('Model Law 902 claim file record retention'),
  no('model law 901 adoption date'),

  // Model Law No. 903, Rate Filing Transparency Act (DOCX)
  a('ML 903 adopted when', ['March 9, 2024'], ML903, null),
  a(
    'Under the Rate Filing Transparency Act, at what point do filings become open to the public?',
    ['once the filing is approved or becomes effective'],
    ML903,
    null,
  ),
  a(
    'can trade secret material in a rate filing be withheld under model law 903',
    ['public summary'],
    ML903,
    null,
  ),
  a('consumer notice trigger ML903 — size of increase', ['more than 10%'], ML903, null),
  a(
    'How far before renewal must policyholders hear about a big increase under the transparency model act?',
    ['45 days'],
    ML903,
    null,
  ),
  a('What must the rate increase notice say (903)?', ['percentage change and the main reasons'], ML903, null),
  all('commissioner review period and extension, ML 903', ['60 days', '30 days'], ML903, null),
  a('ML 903 eff date', ['January 1 of the year after its enactment'], ML903, null),
  no('Model Law 903 deemer clause if commissioner does not act'),
  no('ML 903 penalties for insurers'),
  no('Model Law 904 consumer notice of rate increase'),

  // Colorado Senate Bill 25-118 (DOCX)
  a('Senate sponsor of colorado SB 25-118', ['Senator R. Alvarado'], CO_BILL, null),
  a(
    'Who is the House sponsor of the Colorado wildfire score bill?',
    ['Representative M. Kessler'],
    CO_BILL,
    null,
  ),
  a('nonrenewal notice lead time colorado senate bill', ['60 days'], CO_BILL, null),
  a('Under SB 25-118, who must get the written nonrenewal notice?', ['named insured'], CO_BILL, null),
  a('minimum wildfire mitigation discount CO bill', ['at least 5%'], CO_BILL, null),
  a('civil penalty SB 118 colorado', ['$2,500 per violation'], CO_BILL, null),
  a(
    'If an insurer rates with a wildfire risk score, what must it do when the policyholder asks?',
    ['disclose the score'],
    CO_BILL,
    null,
  ),
  a(
    'Which policies does Colorado SB 25-118 apply to, time-wise?',
    ['issued or renewed on or after that date'],
    CO_BILL,
    null,
  ),
  no('Colorado SB 25-119 effective date'),
  no('SB 25-118 wildfire score use in auto rating'),
  no('When did SB 25-118 clear the Senate committee?'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('ODI Bulletin 2025-03 issue date', ['March 17, 2025'], OH_BULLETIN, null),
  a('ohio roof bulletin applies to filings from when', ['May 1, 2025'], OH_BULLETIN, null),
  a(
    'What option must insurers offer at renewal under Ohio Bulletin 2025-03?',
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  a('roof schedule notice lead time — ohio bulletin', ['30 days'], OH_BULLETIN, null),
  a('min premium credit for roofs over 10 yrs, OH', ['at least 5%'], OH_BULLETIN, null),
  a(
    'How must a roof payment schedule be filed per the ODI bulletin?',
    ['as a form and a rate'],
    OH_BULLETIN,
    null,
  ),
  a(
    'what has to be shown in a rate filing that brings in a roof schedule (Ohio)',
    ['premium credit given in exchange'],
    OH_BULLETIN,
    null,
  ),
  no('Ohio Bulletin 2025-04 hail deductibles'),
  no('ODI bulletin 2025-03 deadline to refile existing roof schedules'),
  no('Michigan DIFS bulletin on roof payment schedules'),

  // Granite Peak, Michigan homeowners (DOCX)
  a('granite michigan renewal eff date', ['February 1, 2026'], GRANITE_MI, null),
  a('max selected change any territory can get, granite MI', ['+10.0%'], GRANITE_MI, null),
  a('Traverse City territory policy count — Granite Peak', ['4,388'], GRANITE_MI, null),
  a(
    'when does the frozen pipe surcharge come off (Granite MI)',
    ['three claim-free years'],
    GRANITE_MI,
    null,
  ),
  a('ice dam endorsment limits granite', ['$5,000 or $20,000'], GRANITE_MI, null),
  a('how many years of experience behind granite MI weather-event load', ['25 years'], GRANITE_MI, null),
  a(
    'Granite Peak Michigan homeowners — what is the complement of credibility?',
    ['countrywide Granite Peak homeowners indication'],
    GRANITE_MI,
    null,
  ),
  a(
    'What happens to Granite MI effective dates if DIFS approves after Nov 15, 2025?',
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  a('Granite Peak Michigan prior rate change — date it took effect', ['March 1, 2024'], GRANITE_MI, null),
  all('Granite Michigan HO-6 indicated/selected', ['+11.0%', '+6.4%'], GRANITE_MI, null),
  no('Granite Peak Michigan HO wind/hail deductible'),
  no('Granite Michigan roof surfacing ACV schedule'),
  no('granite peak michigan HO-5 form selected change'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('ridgeline colorado auto — how many policies', ['31,870'], RIDGELINE, 1),
  a(
    "What share of comprehensive losses are hail along the Front Range, per Ridgeline's memo?",
    ['63%'],
    RIDGELINE,
    1,
  ),
  a('Mountains & Western Slope selected chg', ['+4.4%'], RIDGELINE, 1),
  a(
    "Why is Ridgeline's comprehensive selection held well below its indication?",
    ['new hail deductible option'],
    RIDGELINE,
    1,
  ),
  a('How many months is the trend period in the Ridgeline Colorado memo?', ['39 months'], RIDGELINE, 2),
  a(
    'What does Ridgeline use as the complement of credibility for its Colorado auto indication?',
    ['Utah and Wyoming'],
    RIDGELINE,
    2,
  ),
  all('hail deductible comp credits, Ridgeline ($1,000 / $2,500)', ['11%', '18%'], RIDGELINE, 2),
  a('RoadWise discount — how high can it go', ['30%'], RIDGELINE, 2),
  a('ridgeline CO: number of policies with a decrease', ['6,140'], RIDGELINE, 2),
  a('Ridgeline Colorado ULAE % of losses', ['10.4%'], RIDGELINE, 2),
  no('Ridgeline Colorado PIP selected change'),
  no('Ridgeline CO underinsured motorist rate'),
  no('Ridgeline Casualty Grand Junction territory selected'),

  // Across the set
  no('NAIC Model 880 unfair trade practices'),
  no('Colorado Division of Insurance bulletin on hail deductibles'),
];
