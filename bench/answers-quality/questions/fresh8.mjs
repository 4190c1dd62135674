// The 'fresh8' part of the answer-quality set (see questions.mjs for the fields): written in the tenth
// round from the documents of documents.mjs alone, blind to the engine (its code, its notes, its tests and
// its answers to these questions were not read) and to the engine's changes of that round: the held-out
// part now. Registers are mixed as in fresh7: full questions, terse search-box fragments with
// abbreviations (HO, PPA, BI, PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd typo,
// leading clauses and paraphrase far from the documents' wording. It leans on facts the earlier parts
// asked least (policy and vehicle counts, filing and effective dates by role, the other cells of the
// coverage, form and territory tables, expense lines, definitions and the standards' and laws' lesser
// clauses) and has compound questions (`allFacts`) whose every fact the answer must hold; for a PDF whose
// facts stand on two pages, the page is the first fact's. Every answer stands literally in the text. The
// absent questions are tempting on purpose: a neighbouring section, standard, model law, bill or bulletin
// number, the same company in another state, a coverage, measure or date role the document does not give.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh8.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh8');

export const FRESH8_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('Summit OH HO-3 policy count', ['61,904'], SUMMIT_OH, 1),
  all('Summit Ohio renters form: policies and indicated change', ['9,377', '4.1%'], SUMMIT_OH, 1),
  a('renewal effective date summit ohio homeowners', ['October 1, 2025'], SUMMIT_OH, 1),
  a('Summit Ohio homeowners written premium affected by the revision', ['$142.7 million'], SUMMIT_OH, 1),
  a('When did the Summit Ohio prior rate revision take effect?', ['August 1, 2023'], SUMMIT_OH, 1),
  a('summit OH homeowners commision and brokerage', ['14.0%'], SUMMIT_OH, 2),
  a('How many claims did Summit have in the Ohio HO experience period?', ['6,310'], SUMMIT_OH, 2),
  a('Over how long a period is the Summit Ohio cat load averaged?', ['30-year'], SUMMIT_OH, 2),
  a('Summit OH homeowners: the most any one policyholder’s premium can go up', ['25%'], SUMMIT_OH, 2),
  no('Summit Ohio homeowners HO-5 selected change'),
  no('Summit Mutual Ohio HO wind/hail deductible'),
  no('Summit Ohio homeowners premium trend'),

  // Summit Mutual, Indiana private passenger auto (DOCX and a PDF copy)
  ppa('Summit Indiana auto filing date', ['May 19, 2025']),
  ppa('SERFF no. for Summit Mutual’s Indiana PPA memo', ['SMMI-134389']),
  ppa('How many vehicles does the Summit Indiana auto revision affect?', ['47,530']),
  ppa('For Indiana auto, what did Summit select for collision?', ['9.8%']),
  ppa('Summit IN PPA premium trend per year', ['2.1%']),
  ppa('ULAE Summit Indiana private passenger', ['9.7%']),
  ppa('How credible is Summit’s Indiana bodily injury experience?', ['88%']),
  ppaAll('Summit Indiana collision frequency and severity trends', ['-1.0%', '8.2%']),
  no('Summit Indiana auto medical payments selected change'),
  no('Summit Mutual Indiana PPA telematics discount'),
  no('Summit Indiana auto comprehensive frequency trend'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('Lakeshore Ohio auto filing number', ['LKSH-OH-2025-071'], LAKESHORE_OH, null),
  a('When was the Lakeshore OH PPA filing submitted to ODI?', ['April 3, 2025'], LAKESHORE_OH, null),
  a('lakeshore ohio vehicles insured', ['112,640'], LAKESHORE_OH, null),
  a('Lakeshore Ohio collision current base rate', ['$226'], LAKESHORE_OH, null),
  a('In Lakeshore’s Ohio auto table, what is the comprehensive base rate now?', ['$81'], LAKESHORE_OH, null),
  a('permissible LLAE ratio lakeshore ohio', ['66.0%'], LAKESHORE_OH, null),
  all('Lakeshore OH loss trend: severity and frequency', ['7.0%', '-0.8%'], LAKESHORE_OH, null),
  a('lakeshore ohio profit provison', ['3.5%'], LAKESHORE_OH, null),
  a('When does the DriveSmart discount begin to apply?', ['after the first policy term'], LAKESHORE_OH, null),
  no('Lakeshore Ohio uninsured motorists selected change'),
  no('Lakeshore Ohio auto premium trend'),
  no('Lakeshore Ohio PPA SERFF tracking number'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('Lakeshore Michigan homeowners filing no.', ['LKSH-MI-2025-114'], LAKESHORE_MI, null),
  a('When was Lakeshore’s Michigan HO filing made with DIFS?', ['July 8, 2025'], LAKESHORE_MI, null),
  a('lakeshore MI HO effective', ['November 1, 2025'], LAKESHORE_MI, null),
  a('Share of non-cat losses from water damage, Lakeshore Michigan', ['41%'], LAKESHORE_MI, null),
  a('Lakeshore MI territory 2 selected', ['11.7%'], LAKESHORE_MI, null),
  a('Lakeshore Michigan Upper Peninsula territory indicated', ['8.2%'], LAKESHORE_MI, null),
  a('Northern Lower Peninsula selected change, Lakeshore homeowners', ['9.5%'], LAKESHORE_MI, null),
  a('Lakeshore Michigan wind/hail deductible', ['2% of Coverage A'], LAKESHORE_MI, null),
  all(
    'What water backup limits does Lakeshore offer in Michigan?',
    ['$5,000', '$15,000', '$30,000'],
    LAKESHORE_MI,
    null,
  ),
  no('Lakeshore Michigan homeowners SERFF tracking number'),
  no('Lakeshore Michigan HO prior rate change'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('GPIC Indiana homeowners filing date', ['June 27, 2025'], GRANITE_IN, 1),
  a('How many homeowners policies does Granite Peak write in Indiana?', ['38,115'], GRANITE_IN, 1),
  a('Granite Peak IN written premium', ['$52.8 million'], GRANITE_IN, 1),
  a('Trended loss & LAE ratio in the Granite Peak Indiana indication', ['68.9%'], GRANITE_IN, 1),
  a('GPIC Indiana fixed expense ratio', ['6.1%'], GRANITE_IN, 1),
  a('Granite Peak Indiana variable expenses', ['24.3%'], GRANITE_IN, 1),
  a(
    'What share of Indiana insured dwellings have roofs over 15 years old (Granite Peak)?',
    ['27%'],
    GRANITE_IN,
    2,
  ),
  all('Granite Peak Indiana minimum all-perils deductible: old and new', ['$500', '$1,000'], GRANITE_IN, 2),
  no('Granite Peak Indiana prior rate change'),
  no('Granite Peak Indiana homeowners commission'),
  no('Granite Peak Indiana: how many claims in the experience period?'),

  // Granite Peak, Michigan homeowners (DOCX)
  a('GPIC Michigan SERFF #', ['GPIC-2025-2391'], GRANITE_MI, null),
  a('Granite Peak Michigan filing date with DIFS', ['August 12, 2025'], GRANITE_MI, null),
  a('Granite Peak MI renewal effective date', ['February 1, 2026'], GRANITE_MI, null),
  a('Granite Peak Michigan HO indicated overall', ['13.8%'], GRANITE_MI, null),
  a('How many policies are in Granite Peak’s Traverse City territory?', ['4,388'], GRANITE_MI, null),
  a('granite peak mi HO-6 indicated', ['11.0%'], GRANITE_MI, null),
  a('Frozen pipe surcharge Granite Peak Michigan', ['12%'], GRANITE_MI, null),
  a(
    'When is the Granite Peak frozen pipe surcharge taken off?',
    ['after three claim-free years'],
    GRANITE_MI,
    null,
  ),
  all('Granite Peak Michigan ice dam endorsement limits', ['$5,000', '$20,000'], GRANITE_MI, null),
  a(
    'How many years of experience underlie Granite Peak’s Michigan weather load?',
    ['25 years'],
    GRANITE_MI,
    null,
  ),
  all('Granite Peak MI fixed and variable expense ratios', ['7.0%', '23.1%'], GRANITE_MI, null),
  a('Granite Peak Michigan claims in experience period', ['443'], GRANITE_MI, null),
  a(
    'If the department approves after November 15, 2025, when do Granite Peak’s Michigan effective dates fall?',
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  no('Granite Peak Michigan wind and hail deductible'),
  no('Granite Peak Michigan territory E selected change'),
  no('Granite Peak Michigan HO-5 indicated'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('When was the Ridgeline filing filed with the Colorado Division?', ['May 27, 2025'], RIDGELINE, 1),
  a('ridgeline CO renewal eff date', ['October 15, 2025'], RIDGELINE, 1),
  a('Ridgeline Colorado policy count', ['31,870'], RIDGELINE, 1),
  all('Ridgeline CO collision current and proposed rate', ['$241', '$261'], RIDGELINE, 1),
  a('Ridgeline UM proposed rate', ['$43'], RIDGELINE, 1),
  a('Ridgeline Colorado PD indicated', ['9.6%'], RIDGELINE, 1),
  a('Along the Front Range, what share of Ridgeline’s comprehensive losses is hail?', ['63%'], RIDGELINE, 1),
  a('Vehicles in the Ridgeline Colorado Springs and Pueblo group', ['13,480'], RIDGELINE, 1),
  a('Ridgeline Mountains and Western Slope indicated', ['6.2%'], RIDGELINE, 1),
  a('Ridgeline comp pure premium trend', ['10.5%'], RIDGELINE, 2),
  a('Ridgeline trend period length', ['39 months'], RIDGELINE, 2),
  all('Ridgeline UM claims and credibility', ['512', '69%'], RIDGELINE, 2),
  a('Ridgeline policies receiving a decrease', ['6,140'], RIDGELINE, 2),
  no('Ridgeline Colorado PD credibility'),
  no('Ridgeline Colorado rental reimbursement selected change'),
  no('Ridgeline Casualty Utah auto selected change'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('Year MPS 29 was adopted', ['2011'], MPS41, 1),
  a(
    'Under MPS 41, from what point should a trend period run?',
    ['average date of loss in the experience period'],
    MPS41,
    1,
  ),
  a('How long must documentation be kept under Standard 41?', ['seven years'], MPS41, 2),
  a(
    'MPS 41: when should catastrophe events be taken out of the experience?',
    ['before the non-catastrophe indication is calculated'],
    MPS41,
    2,
  ),
  no('MPS 41 Sec. 7'),
  no('Standard 41: minimum number of years of data for the trend fit'),
  no('MPS 42 effective date'),

  // Model Practice Standard No. 44 (Markdown)
  a(
    'definition of full credibility standard',
    ['volume of data at which the experience is given a credibility of one'],
    MPS44,
    null,
  ),
  a(
    'What is a complement of credibility under MPS 44?',
    ['the estimate to which the remaining weight is given'],
    MPS44,
    null,
  ),
  all(
    'Standard 44: three qualities a complement should have',
    ['relevant', 'unbiased', 'independent'],
    MPS44,
    null,
  ),
  a('Under limited fluctuation, the probability the 1,082 standard gives', ['90%'], MPS44, null),
  a('Scope of MPS 44: which kinds of work?', ['ratemaking, reserving and experience rating'], MPS44, null),
  no('MPS 44 Section 7 documentation'),
  no('Standard No. 44 Buhlmann credibility'),
  no('MPS 44 full credibility standard for severity'),

  // Model Law No. 902 (HTML)
  a('Who issued Model Law 902?', ['Conference of State Insurance Regulators'], ML902, null),
  a('What must a written denial cite under ML 902 Section 5?', ['specific policy provision'], ML902, null),
  all(
    'ML 902 penalties for flagrant disregard: per violation and aggregate cap',
    ['$25,000', '$1,000,000'],
    ML902,
    null,
  ),
  a('Model Law 902 aggregate max for violations not knowingly committed', ['$100,000'], ML902, null),
  a('Knowing violation penalty per violation, ML 902', ['$5,000'], ML902, null),
  no('ML 902 Section 6'),
  no('Model Law 902 interest on late claim payments'),
  no('Model Law No. 904 adoption date'),

  // Model Law No. 903 (DOCX)
  a('Model Law No. 903 adopted', ['March 9, 2024'], ML903, null),
  a(
    'ML 903: when is a rate filing open to public inspection?',
    ['once the filing is approved or becomes effective'],
    ML903,
    null,
  ),
  a(
    'What may an insurer withhold from public inspection under ML 903?',
    ['Trade secret information'],
    ML903,
    null,
  ),
  a('How many days before renewal must the ML 903 notice go out?', ['45 days'], ML903, null),
  a('ML 903 Sec 4: besides the reasons, what must the notice state?', ['percentage change'], ML903, null),
  a('How long can the commissioner extend review, Model Law 903?', ['30 days'], ML903, null),
  no('ML 903 Section 2 definitions'),
  no('Model Law 903 deemer provision'),
  no('ML 903 penalty for failing to send the consumer notice'),

  // Colorado Senate Bill 25-118 (DOCX)
  a('SB 25-118 introduction date', ['February 4, 2025'], CO_BILL, null),
  all('Who sponsors Colorado SB 25-118?', ['R. Alvarado', 'M. Kessler'], CO_BILL, null),
  a('Colorado SB 118 nonrenewal notice lead time', ['60 days'], CO_BILL, null),
  a('What must the Colorado nonrenewal notice state?', ['specific reason'], CO_BILL, null),
  a('Civil penalty cap per violation, SB 25-118', ['$2,500'], CO_BILL, null),
  no('SB 25-118 Section 5'),
  no('Colorado SB 25-118 aggregate penalty maximum'),
  no('SB 25-119 sponsors'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('ODI bulletin 2025-03 subject', ['Roof surfacing payment schedules'], OH_BULLETIN, null),
  a('Ohio DOI expected minimum credit for old roofs', ['5%'], OH_BULLETIN, null),
  a('Ohio roof bulletin: filings submitted from what date are covered?', ['May 1, 2025'], OH_BULLETIN, null),
  a(
    'As what must insurers file a roof schedule under the Ohio bulletin?',
    ['as a form and a rate'],
    OH_BULLETIN,
    null,
  ),
  no('Ohio Bulletin 2025-05'),
  no('Ohio bulletin 2025-03 penalty for noncompliance'),
  no('Ohio bulletin 2025-03 credit for roofs older than 20 years'),

  // Across the filings
  no('Lakeshore Insurance Colorado auto indicated change'),
  no('Ridgeline Ohio auto effective date'),
  no('Granite Peak Ohio homeowners roof schedule credit'),
];
