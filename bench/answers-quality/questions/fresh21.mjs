// The 'fresh21' part of the answer-quality set (see questions.mjs for the fields): written in the
// twenty-third round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers were not read) and to the engine's changes of that round: the held-out part
// now. Registers are mixed: full questions, terse search-box fragments with abbreviations (HO, PPA, BI,
// PD, UM, LAE, ULAE, MPS, ML, SB, ODI, SERFF) and the odd typo, leading clauses and paraphrase far from the
// documents' wording, companies by short forms (first word, initials, possessives) and states by code or
// name, questions that compare or ask "which" among options, yes/no questions whose answer is a stated
// condition, and questions a rate analyst at a competitor, a regulator's reviewer or an auditor would ask.
// It leans on single table cells, conditions and exceptions, definitions, who must do what, dates of
// different roles (filed, submitted, effective, prior, signed, introduced, adopted, issued), counts and
// reasons, facts in the second half of the long documents, and has compound questions (`allFacts`) whose
// every fact the answer must hold; for a PDF whose facts stand on two pages, the page is the first fact's.
// Every answer stands literally in the text. The absent questions are tempting on purpose: a neighbouring
// standard, model-law, bill or bulletin number, a coverage, peril, endorsement, form or measure the
// document does not give, the same company in another state or line, a party or date role that is not
// there, a figure or option the document does not list.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh21.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh21');

export const FRESH21_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('summit OH HO — how many renters (contents-only) policies are affected?', ['9,377'], SUMMIT_OH, 1),
  a(
    'Auditing the cat load: what non-hurricane catastrophe % did Summit use in its previous Ohio homeowners filing?',
    ['15.9%'],
    SUMMIT_OH,
    2,
  ),
  a(
    'How long a history of wind/hail loss ratios sits behind the Summit Ohio HO cat provision?',
    ['30-year', '30 years'],
    SUMMIT_OH,
    2,
  ),
  all(
    "Summit's Ohio homeowners expense provisions — other acquisition and general expense, each as a % of premium?",
    ['5.1%', '4.6%'],
    SUMMIT_OH,
    2,
  ),
  a(
    'is there a cap on any single policyholders increase in the summit mutual ohio HO revision?',
    ['+25%', '25%'],
    SUMMIT_OH,
    2,
  ),
  a('condo unit owner policy count, Summit OH', ['12,929'], SUMMIT_OH, 1),
  all(
    'When did Summit Mutual last change Ohio homeowners rates before this filing, and by how much?',
    ['August 1, 2023', '+5.5%'],
    SUMMIT_OH,
    1,
  ),
  a('Summit OH HO claim count in the experience period', ['6,310'], SUMMIT_OH, 2),
  a(
    "What's the reason given for the HO-3 form carrying most of Summit's Ohio indication?",
    ['wind and hail losses'],
    SUMMIT_OH,
    1,
  ),
  no('Summit Mutual Ohio homeowners — what wind/hail percentage deductible is being introduced?'),
  no("What permissible loss & LAE ratio does Summit's Ohio HO memo derive?"),
  no('Summit Mutual HO-5 comprehensive form selected change in Ohio'),

  // Summit Mutual, Indiana private passenger auto (DOCX and a PDF copy)
  ppa('summit IN PPA — ULAE load as % of losses', ['9.7%']),
  ppa('Indiana auto, Summit: selected change for uninsured motorist coverage?', ['+1.5%']),
  ppaAll(
    "For physical damage collision in Summit's Indiana auto filing, what frequency and severity trends were picked?",
    ['-1.0%', '+8.2%'],
  ),
  ppa('How much credibility does Summit give BI in the Indiana private passenger memo?', ['88%']),
  ppa('What does Summit Mutual weight against its own Indiana BI experience (the credibility complement)?', [
    'trended prior indication',
  ]),
  ppa('number of cars affected by summit mutual indiana auto revision', ['47,530']),
  ppa('Among the coverages in the Summit IN PPA filing, which one takes the steepest selected increase?', [
    'Collision',
    '+9.8%',
  ]),
  ppa('When did Summit submit the Indiana auto actuarial memo?', ['May 19, 2025']),
  no('Summit Indiana PPA — med pay selected change?'),
  no('Does Summit Mutual offer a usage-based / telematics discount in Indiana auto?'),
  no('Summit IN auto: taxes, licenses & fees provision?'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('lakeshore OH auto — current base rate for collision', ['$226'], LAKESHORE_OH, null),
  all(
    "Lakeshore's Ohio PPA: target (permissible) loss & LAE ratio versus its actual five-year ratio?",
    ['66.0%', '71.4%'],
    LAKESHORE_OH,
    null,
  ),
  a(
    'Is the DriveSmart discount available from the start of the policy, or only later?',
    ['after the first policy term', 'first policy term'],
    LAKESHORE_OH,
    null,
  ),
  a('Lakeshore Ohio — ceiling on the telematics discount?', ['25%'], LAKESHORE_OH, null),
  a('date Lakeshore sent the Ohio auto filing to the ODI', ['April 3, 2025'], LAKESHORE_OH, null),
  a(
    'What does Lakeshore blend its Ohio auto experience with for the non-credible share?',
    ['industry loss cost trend'],
    LAKESHORE_OH,
    null,
  ),
  a('comp (other than collision) selected chg — Lakeshore, OH auto', ['+6.8%'], LAKESHORE_OH, null),
  a(
    "Why is Lakeshore's selected Ohio auto change lower than what was indicated?",
    ['limit disruption'],
    LAKESHORE_OH,
    null,
  ),
  no('Lakeshore OH auto — UM/UIM indicated change?'),
  no("What commission rate is built into Lakeshore's Ohio auto rates?"),
  no('Lakeshore Insurance Ohio homeowners overall rate change'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('lakeshore MI HO — Detroit territory selected', ['+14.9%'], LAKESHORE_MI, null),
  a(
    "What share of Lakeshore's Michigan non-cat losses comes from water claims?",
    ['41%'],
    LAKESHORE_MI,
    null,
  ),
  all(
    'Lakeshore Michigan — which limits can a homeowner pick for sewer/water backup coverage?',
    ['$5,000', '$15,000', '$30,000'],
    LAKESHORE_MI,
    null,
  ),
  a(
    "Does the new wind & hail deductible in Lakeshore's MI homeowners filing apply to existing renewals?",
    ['new business'],
    LAKESHORE_MI,
    null,
  ),
  a(
    'how big is the separate wind/hail ded Lakeshore brings in for Michigan homes',
    ['2% of Coverage A'],
    LAKESHORE_MI,
    null,
  ),
  a('Lakeshore Michigan homeowners catastrophe load', ['11.2%'], LAKESHORE_MI, null),
  a(
    "Which of Lakeshore's Michigan territories gets the smallest selected increase?",
    ['Upper Peninsula'],
    LAKESHORE_MI,
    null,
  ),
  a('effecive date, lakeshore MI homeowners revision', ['November 1, 2025'], LAKESHORE_MI, null),
  no('Lakeshore MI HO policy count in force (how many homes does the filing touch)?'),
  no('Lakeshore MI HO — when did its prior Michigan rate change take effect?'),
  no('Does Lakeshore surcharge Michigan homeowners for past frozen pipe losses?'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('GPIC Indiana HO — variable expense ratio', ['24.3%'], GRANITE_IN, 1),
  a(
    "What portion of Granite Peak's insured Indiana dwellings have roofs over fifteen years old?",
    ['27%'],
    GRANITE_IN,
    2,
  ),
  a(
    'At what roof age does Granite settle wind/hail roof surfacing claims at ACV in IN?',
    ['15 years'],
    GRANITE_IN,
    2,
  ),
  all(
    'Granite Peak Indiana minimum all-perils deductible — what was it and what does it become?',
    ['$500', '$1,000'],
    GRANITE_IN,
    2,
  ),
  a(
    'If an Indiana Granite policyholder takes the $2,500 deductible, how much premium credit do they get?',
    ['14%'],
    GRANITE_IN,
    2,
  ),
  a('How credible is Granite’s Indiana HO experience?', ['91%'], GRANITE_IN, 1),
  a('granite peak IN HO: cat provison (non-hurricane), % of premium', ['21.7%'], GRANITE_IN, 1),
  a('When was Granite Peak’s Indiana homeowners memo filed?', ['June 27, 2025'], GRANITE_IN, 1),
  no('Granite Peak Indiana homeowners — size and date of the prior rate change?'),
  no('What water backup limits does Granite Peak offer in Indiana?'),
  no('Must Granite Peak offer Indiana insureds a replacement cost option for roofs older than 15 years?'),

  // Granite Peak, Michigan homeowners (DOCX)
  a(
    "Granite MI HO — what happens to the effective dates if the department's approval comes late?",
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  a(
    "After what approval date do Granite Peak's Michigan effective dates slide?",
    ['November 15, 2025'],
    GRANITE_MI,
    null,
  ),
  a('frozen pipe surcharge, Granite Peak Michigan — how much?', ['12%'], GRANITE_MI, null),
  a(
    'When does Granite take the frozen-pipe surcharge off a Michigan policy?',
    ['three claim-free years'],
    GRANITE_MI,
    null,
  ),
  all('ice dam endorsement limits offered by GPIC in MI', ['$5,000', '$20,000'], GRANITE_MI, null),
  a(
    'Which Granite Peak Michigan territory hits the cap, and at what selected change?',
    ['+10.0%', 'Traverse City'],
    GRANITE_MI,
    null,
  ),
  a("How many policies are in Granite's Kalamazoo / Battle Creek territory?", ['5,947'], GRANITE_MI, null),
  a(
    'Granite Peak Michigan: what perils does the weather-event load cover?',
    ['severe convective storms and winter storms'],
    GRANITE_MI,
    null,
  ),
  all(
    'Granite Peak MI homeowners — claim count in the experience period and the resulting credibility',
    ['443', '64%'],
    GRANITE_MI,
    null,
  ),
  a(
    'granite michigan complement of credibilty',
    ['countrywide Granite Peak homeowners indication'],
    GRANITE_MI,
    null,
  ),
  a('renters form selected change, Granite Peak MI', ['+3.5%'], GRANITE_MI, null),
  no('Granite Peak Michigan HO — water backup endorsement limit options?'),
  no('GPIC MI homeowners: what wind/hail deductible percentage is offered?'),
  no('What commission percentage does Granite Peak pay in Michigan homeowners?'),

  // Ridgeline, Colorado private passenger auto (PDF, two pages)
  a('Ridgeline CO PPA — proposed UM rate', ['$43'], RIDGELINE, 1),
  a("Along the Front Range, what share of Ridgeline's comprehensive losses is hail?", ['63%'], RIDGELINE, 1),
  a('Ridgeline Colorado auto — length of trend period', ['39 months'], RIDGELINE, 2),
  all(
    'How many uninsured motorist claims did Ridgeline have, and how much credibility did UM get?',
    ['512', '69%'],
    RIDGELINE,
    2,
  ),
  a("Where does Ridgeline's complement of credibility come from?", ['Utah and Wyoming'], RIDGELINE, 2),
  a('RoadWise — max discount and when is it reached', ['30%'], RIDGELINE, 2),
  a(
    'Ridgeline CO auto, policyholder impact: count of policies whose premium goes down',
    ['6,140'],
    RIDGELINE,
    2,
  ),
  a('Colorado Springs/Pueblo selected change, Ridgeline', ['+6.7%'], RIDGELINE, 1),
  a(
    'Why did Ridgeline hold its comprehensive selection well under the indication?',
    ['new hail deductible option'],
    RIDGELINE,
    1,
  ),
  a('Ridgeline — comp credit for choosing the $2,500 hail deductible', ['18%'], RIDGELINE, 2),
  a('Ridgeline Colorado prior rate change — date it took effect', ['November 1, 2024'], RIDGELINE, 1),
  no('Ridgeline CO PPA — rental reimbursement or towing rate change?'),
  no('What overall rate change has Ridgeline filed for Utah auto?'),
  no('What credibility does Ridgeline assign to collision in Colorado?'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('MPS 41 — which standard did it supersede?', ['No. 29'], MPS41, 1),
  a('In what year was the standard that MPS 41 replaced adopted?', ['2011'], MPS41, 1),
  a(
    'Without a cat model, how many years of data does standard 41 want for a catastrophe provision?',
    ['20 years'],
    MPS41,
    2,
  ),
  a('How long must supporting documentation be retained per Standard No. 41?', ['seven years'], MPS41, 2),
  a(
    'Under std 41, at what point should cat events be stripped from the experience?',
    ['before the non-catastrophe indication is calculated'],
    MPS41,
    2,
  ),
  a(
    'MPS 41 — trend period endpoint (where does it run to)?',
    ['average date of loss in the period the rates will be in effect'],
    MPS41,
    1,
  ),
  a('standard 41 applies to work done starting when?', ['May 1, 2024'], MPS41, 1),
  no('According to MPS 41, what is the minimum number of years of data for fitting loss trends?'),
  no('MPS No. 42 — what subject does that standard address, and when was it adopted?'),
  no('What does Standard 41 say about selecting the profit provision?'),

  // Model Practice Standard No. 44 (Markdown)
  a('MPS 44 replaced which earlier standard?', ['No. 25'], MPS44, null),
  a('credibility standard 44 — effective for work on/after what date', ['December 1, 2023'], MPS44, null),
  all(
    'Under the limited fluctuation approach in MPS 44, 1,082 claims give what probability of being within what % of expected?',
    ['90%', '5%'],
    MPS44,
    null,
  ),
  a('std 44 definition: what is meant by "full credibility standard"?', ['credibility of one'], MPS44, null),
  a(
    'Is a bigger related group of risks an acceptable complement under std 44?',
    ['larger related group'],
    MPS44,
    null,
  ),
  a(
    'Besides ratemaking, which actuarial tasks does MPS 44 cover?',
    ['reserving', 'experience rating'],
    MPS44,
    null,
  ),
  a('partial credibility formula per 44', ['square root'], MPS44, null),
  no('Does MPS 44 endorse Bühlmann or Bayesian credibility methods?'),
  no('Standard 44 — full credibility standard for claim severity?'),
  no('On what date was MPS No. 44 adopted by the Standards Council?'),

  // Model Law No. 902, unfair claims settlement practices (HTML)
  a('ML 902 — days allowed to acknowledge a claim', ['15 calendar days'], ML902, null),
  a(
    'once a claim is accepted, how fast must it be paid under the unfair claims model act?',
    ['30 days'],
    ML902,
    null,
  ),
  a('Under 902, the 45-day accept/deny clock starts on receipt of what?', ['proof of loss'], ML902, null),
  all(
    'Model Law 902, violations done knowingly: fine per violation and aggregate cap?',
    ['$5,000', '$500,000'],
    ML902,
    null,
  ),
  a('largest aggregate penalty under model law 902 for flagrant disregard', ['$1,000,000'], ML902, null),
  a('If a state enacts Model Law No. 902, when does it take effect there?', ['six months'], ML902, null),
  a(
    'unfair claims settlement model — date adopted by the regulators conference',
    ['October 14, 2022'],
    ML902,
    null,
  ),
  no('ML 902 — interest rate owed on late claim payments?'),
  no('ML 901 (the model act numbered just before 902) — adoption date?'),
  no('Under 902, within how many days must an insurer answer a claimant’s pertinent communications?'),

  // Model Law No. 903, rate filing transparency (DOCX)
  a('ML 903 — size of rate increase that triggers the policyholder notice', ['more than 10%'], ML903, null),
  a('how far ahead of renewal must the 903 increase notice go out', ['45 days'], ML903, null),
  a(
    'What has to be in the consumer notice of a rate increase under the transparency model act?',
    ['percentage change', 'main reasons'],
    ML903,
    null,
  ),
  a('903 — how long does the commissioner have to rule on a filing?', ['60 days'], ML903, null),
  a(
    'Can the commissioner lengthen the review under Model Law 903, and by how much?',
    ['30 days'],
    ML903,
    null,
  ),
  a(
    'Trade secrets in a filing under 903 — can they be kept out of public view, and on what condition?',
    ['public summary'],
    ML903,
    null,
  ),
  a('Rate Filing Transparency Act model — adoption date', ['March 9, 2024'], ML903, null),
  no('What penalty applies under ML 903 for failing to send the rate increase notice?'),
  no('Under 903, is a filing deemed approved if the commissioner misses the review deadline?'),
  no('Does Model Law 903 require a public hearing for large rate increases?'),

  // Colorado Senate Bill 25-118 (DOCX)
  a(
    'Colorado nonrenewal bill (SB 25-118): minimum days of notice before expiration',
    ['60 days'],
    CO_BILL,
    null,
  ),
  a('Who is the House sponsor of Colorado SB 25-118?', ['Kessler'], CO_BILL, null),
  a('SB25-118: floor on the wildfire mitigation discount', ['5%'], CO_BILL, null),
  a(
    'max civil penalty per violation in the Colorado nonrenewal / wildfire score bill',
    ['$2,500'],
    CO_BILL,
    null,
  ),
  a('date SB 118 was introduced in the CO senate', ['February 4, 2025'], CO_BILL, null),
  a(
    'Colorado wildfire score bill — do insurers have to show policyholders their score?',
    ['on request'],
    CO_BILL,
    null,
  ),
  a(
    'Which policies does SB 25-118 reach once it takes effect?',
    ['issued or renewed on or after'],
    CO_BILL,
    null,
  ),
  no('Colorado 25-118: date signed into law by the governor?'),
  no('Colorado SB 25-119 — what does it cover?'),
  no('SB 25-118: notice period for cancellation for nonpayment of premium?'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('ODI bulletin 2025-03 — minimum expected credit for roofs >10 yrs', ['5%'], OH_BULLETIN, null),
  a(
    'Under the Ohio roof schedule bulletin, what must insurers make available at renewal?',
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  a(
    'How many days before the change must the separate roof-schedule notice reach Ohio insureds?',
    ['30 days'],
    OH_BULLETIN,
    null,
  ),
  all(
    'Ohio bulletin 2025-03: when was it issued, and from which filing submission date does it apply?',
    ['March 17, 2025', 'May 1, 2025'],
    OH_BULLETIN,
    null,
  ),
  a(
    'Per ODI, how does a carrier have to file its roof payment schedule?',
    ['as a form and a rate'],
    OH_BULLETIN,
    null,
  ),
  a(
    'What must an Ohio rate filing that adds a roof schedule demonstrate?',
    ['premium credit given in exchange'],
    OH_BULLETIN,
    null,
  ),
  no('ODI Bulletin 2025-04 — what does the next Ohio bulletin after 2025-03 cover?'),
  no('What penalty does ODI Bulletin 2025-03 set for insurers that do not comply?'),
  no('Does the Ohio roof bulletin address cosmetic hail damage exclusions?'),

  // Across the set
  no('Summit Mutual Michigan homeowners overall rate change'),
  no('GPIC Colorado PPA — overall selected change?'),
];
