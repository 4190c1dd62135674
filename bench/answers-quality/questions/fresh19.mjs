// The 'fresh19' part of the answer-quality set (see questions.mjs for the fields): written in the
// twenty-first round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers were not read) and to the engine's changes of that round: the held-out part
// now. Registers are mixed: full questions, terse search-box fragments with abbreviations (HO, PPA, BI,
// PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd typo, leading clauses and paraphrase
// far from the documents' wording, companies by short forms (first word, initials, possessives) and states
// by code or name, questions that compare or ask "which" among options, yes/no questions whose answer is a
// stated condition, and questions about what a regulator, an insurer or an actuary must or should do, some
// put as a state reviewer checking a filing would. It leans on single table cells, conditions and
// exceptions, definitions, who must do what, dates of different roles (filed, submitted, effective, prior,
// issued, introduced, adopted), counts and reasons, facts in the second half of the long documents, and
// has compound questions (`allFacts`) whose every fact the answer must hold; for a PDF whose facts stand
// on two pages, the page is the first fact's. Every answer stands literally in the text. The absent
// questions are tempting on purpose: a neighbouring standard, model-law, bill or bulletin number, a
// coverage, peril, endorsement, form or measure the document does not give, the same company in another
// state or line, a party or date role that is not there, a figure or option the document does not list.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh19.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh19');

export const FRESH19_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a(
    'summit mutual OH homeowners — when does the revision reach renewals?',
    ['October 1, 2025'],
    SUMMIT_OH,
    1,
  ),
  a('How many condo unit-owner policies does Summit write in Ohio?', ['12,929'], SUMMIT_OH, 1),
  a(
    "Once the Ohio HO revision is in, what will Summit's typical yearly premium come to?",
    ['$1,819'],
    SUMMIT_OH,
    2,
  ),
  a(
    'Summit OH non-hurricane cat load — over how long a history of wind/hail loss ratios is it averaged?',
    ['30-year'],
    SUMMIT_OH,
    2,
  ),
  a('smmi ohio ho taxes licenses and fees load', ['2.4%'], SUMMIT_OH, 2),
  all(
    "Summit's Ohio homeowners revision: how many policies and how much written premium does it touch?",
    ['84,210', '$142.7 million'],
    SUMMIT_OH,
    1,
  ),
  a(
    'What explains the special form carrying the bulk of Summit Mutual’s Ohio indication?',
    ['wind and hail losses'],
    SUMMIT_OH,
    1,
  ),
  a(
    'Summit Ohio HO trend — how many quarters of paid severity and frequency were fitted?',
    ['twenty quarters'],
    SUMMIT_OH,
    2,
  ),
  no('Summit Mutual Ohio homeowners — what all-perils deductible change is being proposed?'),
  no('Summit OH homeowners: selected changes by rating territory?'),
  no("Does Summit's Ohio HO filing introduce a roof surfacing payment schedule, and with what credit?"),

  // Summit Mutual, Indiana private passenger auto (DOCX, and a PDF copy)
  ppa('Summit IN auto — UM selected chg?', ['+1.5%']),
  ppa("For Summit's Indiana PPA, which severity trend was picked for collision?", ['+8.2%']),
  ppa('ULAE as a share of losses in the Summit Mutual Indiana auto memo', ['9.7%']),
  ppa("how credible is BI liabilty in Summit's IN auto memo", ['88%']),
  ppa(
    'What does Summit Mutual weight the non-credible part of its Indiana bodily injury experience against?',
    ['trended prior indication'],
  ),
  ppaAll('Summit Indiana auto property damage: indicated vs selected?', ['+7.4%', '+6.0%']),
  ppa('SERFF SMMI-134389 — filing date?', ['May 19, 2025']),
  ppa(
    "Which coverage gets the biggest selected increase in Summit's Indiana private passenger auto revision?",
    ['Collision'],
  ),
  no('Summit IN PPA — MedPay selected change?'),
  no('What overall change is Summit Mutual proposing for Ohio private passenger auto?'),
  no('summit indiana auto — telematics discount offered?'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('Lakeshore Ohio PPA — current PD base rate?', ['$104'], LAKESHORE_OH, null),
  a('LKSH OH auto permissible loss+LAE ratio', ['66.0%'], LAKESHORE_OH, null),
  a(
    "In Lakeshore's Ohio auto indication, what gets the weight the experience doesn't?",
    ['industry loss cost trend'],
    LAKESHORE_OH,
    null,
  ),
  a(
    "Is Lakeshore's DriveSmart discount available from day one of the policy?",
    ['after the first policy term'],
    LAKESHORE_OH,
    null,
  ),
  a(
    'Why did Lakeshore select less than its indication in Ohio auto?',
    ['limit disruption'],
    LAKESHORE_OH,
    null,
  ),
  all('Lakeshore Ohio auto — freq and sev trends?', ['-0.8%', '+7.0%'], LAKESHORE_OH, null),
  a(
    'On what date did the Ohio Department of Insurance receive Lakeshore’s auto rate filing?',
    ['April 3, 2025'],
    LAKESHORE_OH,
    null,
  ),
  a('lakeshore oh ppa — loss and LAE ratio over five years', ['71.4%'], LAKESHORE_OH, null),
  no('Lakeshore Ohio auto: selected change for uninsured motorists coverage?'),
  no('What commission rate does Lakeshore load in its Ohio auto filing?'),
  no('Lakeshore Ohio PPA — trend period in months?'),
  no('What overall change did Lakeshore file for Ohio homeowners?'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('Lakeshore MI HO: selected for the Grand Rapids territory?', ['+11.7%'], LAKESHORE_MI, null),
  a(
    "Which of Lakeshore's Michigan territories gets the smallest increase?",
    ['Upper Peninsula'],
    LAKESHORE_MI,
    null,
  ),
  all(
    'water backup endorsement limit choices — Lakeshore Michigan',
    ['$5,000', '$15,000', '$30,000'],
    LAKESHORE_MI,
    null,
  ),
  a('Lakeshore Michigan homeowners catastrophe load as % of premium', ['11.2%'], LAKESHORE_MI, null),
  a(
    "Does the separate wind/hail deductible in Lakeshore's Michigan filing apply to existing policyholders at renewal?",
    ['new business'],
    LAKESHORE_MI,
    null,
  ),
  a('What portion of Lakeshore MI non-cat losses came from water damage?', ['41%'], LAKESHORE_MI, null),
  a('Lakeshore’s filing no. with DIFS for Michigan HO?', ['LKSH-MI-2025-114'], LAKESHORE_MI, null),
  a('Detroit metro indicated — Lakeshore homeowners', ['+18.4%'], LAKESHORE_MI, null),
  no('Lakeshore Michigan HO: frozen pipe surcharge %?'),
  no('How many homeowners policies does Lakeshore insure in Michigan?'),
  no('Lakeshore MI homeowners — full credibility standard and credibility given?'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('Granite IN HO variable exp ratio', ['24.3%'], GRANITE_IN, 1),
  a('GPIC Indiana homeowners: non-hurricane cat provision?', ['21.7%'], GRANITE_IN, 1),
  a(
    'Beyond what roof age does Granite Peak settle Indiana wind/hail roof surfacing losses at ACV?',
    ['15 years'],
    GRANITE_IN,
    2,
  ),
  a(
    "Roughly what share of Granite's insured Indiana homes have roofs old enough for ACV roof settlement?",
    ['27%'],
    GRANITE_IN,
    2,
  ),
  a(
    'If an Indiana insured picks a $2,500 deductible with Granite Peak, what credit do they get?',
    ['14%'],
    GRANITE_IN,
    2,
  ),
  all(
    'Granite Peak Indiana — minimum AOP deductible before and after the change?',
    ['$500', '$1,000'],
    GRANITE_IN,
    2,
  ),
  a('trended loss & LAE ratio, granite indiana homeowners', ['68.9%'], GRANITE_IN, 1),
  a('What credibility weight does Granite Peak assign its Indiana HO data?', ['91%'], GRANITE_IN, 1),
  no('Granite Peak Indiana HO — water backup endorsement limits offered?'),
  no("What was Granite Peak's prior Indiana homeowners rate change, and when was it effective?"),
  no('What premium credit does Granite give Indiana insureds in return for ACV settlement of older roofs?'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('MPS 41 — how long must the actuary keep documentation?', ['seven years'], MPS41, 2),
  a('What earlier standard did No. 41 take the place of?', ['No. 29'], MPS41, 1),
  a('In what year was the standard superseded by MPS 41 adopted?', ['2011'], MPS41, 1),
  a('Std 41 cat provision — minimum data history?', ['20 years'], MPS41, 2),
  a(
    'Under Standard 41 the trend period ends at the average loss date of which period?',
    ['period the rates will be in effect'],
    MPS41,
    1,
  ),
  a(
    'Per MPS 41, what must be done with catastrophe events before the non-cat indication is computed?',
    ['removed from the experience'],
    MPS41,
    2,
  ),
  a(
    'Under No. 41’s documentation section, who should be able to judge the reasonableness of the work?',
    ['another qualified actuary'],
    MPS41,
    2,
  ),
  a(
    'Should an actuary trend frequency and severity apart under standard 41? on what condition?',
    ['when data permit'],
    MPS41,
    1,
  ),
  no('What does Model Practice Standard No. 42 cover?'),
  no('Which trend curve — exponential or linear — does Standard 41 require?'),
  no('What does MPS 41 say about the underwriting profit provision?'),

  // Model Practice Standard No. 44 (Markdown)
  a('MPS No. 44 supersedes which standard?', ['No. 25'], MPS44, null),
  a('std 44 eff date', ['December 1, 2023'], MPS44, null),
  a('How does Standard 44 define a full credibility standard?', ['credibility of one'], MPS44, null),
  all(
    'Per MPS 44, which three qualities must a chosen complement have?',
    ['relevant', 'unbiased', 'independent'],
    MPS44,
    null,
  ),
  a(
    "Under 44's limited fluctuation approach, what probability does the 1,082-claim standard give?",
    ['90%'],
    MPS44,
    null,
  ),
  a(
    'Standard 44: 1,082 claims keeps observed frequency within what margin of the expected value?',
    ['5%'],
    MPS44,
    null,
  ),
  a('Standard 44 — how is partial credibility calculated?', ['square root'], MPS44, null),
  a(
    'Can an actuary use a bigger related body of data as the complement under Standard 44?',
    ['larger related group'],
    MPS44,
    null,
  ),
  no('Does Standard 44 endorse Bühlmann (greatest accuracy) credibility?'),
  no('What does Model Practice Standard No. 45 address?'),
  no('In what year was MPS 25 adopted?'),

  // Model Law No. 902, Unfair Claims Settlement Practices Act (HTML)
  a('ML 902: deadline to acknowledge a claim', ['15 calendar days'], ML902, null),
  a(
    'Once a claim is accepted, how fast must the insurer pay under the unfair claims model act?',
    ['30 days'],
    ML902,
    null,
  ),
  a(
    'Under 902, what event starts the accept-or-deny clock?',
    ['properly executed proof of loss'],
    ML902,
    null,
  ),
  a('aggregate max penalty, knowingly committed violations, model law 902', ['$500,000'], ML902, null),
  a("What's the per-violation fine for flagrant disregard under 902?", ['$25,000'], ML902, null),
  a('When does model law 902 take effect once a state enacts it?', ['six months'], ML902, null),
  a('Date the unfair claims settlement model act was adopted', ['October 14, 2022'], ML902, null),
  all(
    'Under 902, in what form must a claim denial be made and what must it cite?',
    ['in writing', 'specific policy provision'],
    ML902,
    null,
  ),
  no('Under ML 902, what interest is owed on a late claim payment?'),
  no('Model Law No. 901 — what is it about?'),
  no('Does 902 let an insurer take extra time to investigate if it notifies the claimant?'),

  // Model Law No. 903, Rate Filing Transparency Act (DOCX)
  a(
    'Rate Filing Transparency Act: size of increase that triggers a policyholder notice',
    ['more than 10%'],
    ML903,
    null,
  ),
  a('ML 903 — how many days before renewal must the increase notice go out?', ['45 days'], ML903, null),
  a('How long does the commissioner have to act on a filing under Model Law 903?', ['60 days'], ML903, null),
  a('Can the 903 review period be extended, and by how much?', ['30 days'], ML903, null),
  a(
    'At what point do rate filings become open to the public under 903?',
    ['approved or becomes effective'],
    ML903,
    null,
  ),
  a(
    'If an insurer withholds trade secrets from a public filing under 903, what must it still provide?',
    ['public summary'],
    ML903,
    null,
  ),
  all(
    'ML 903 rate increase letter to insureds: required contents?',
    ['percentage change', 'main reasons'],
    ML903,
    null,
  ),
  a('Model law 903 adopted when?', ['March 9, 2024'], ML903, null),
  no('What penalty does ML 903 impose on an insurer that skips the consumer notice?'),
  no(
    "Under the Rate Filing Transparency Act, is a filing deemed approved if the commissioner doesn't act in time?",
  ),
  no('Model Law No. 904 — subject?'),

  // Colorado Senate Bill 25-118 (DOCX)
  a(
    'CO SB 25-118: how far ahead of expiration must a nonrenewal notice be mailed?',
    ['60 days'],
    CO_BILL,
    null,
  ),
  a("Who's the House sponsor of Colorado's nonrenewal / wildfire score bill?", ['Kessler'], CO_BILL, null),
  a('min wildfire mitigation discount under SB 118', ['5%'], CO_BILL, null),
  a('Colorado nonrenewal bill — max civil fine for each violation?', ['$2,500'], CO_BILL, null),
  a('Date SB 25-118 was put before the Colorado Senate?', ['February 4, 2025'], CO_BILL, null),
  a(
    'Under the Colorado bill, does an insurer have to show policyholders their wildfire risk score?',
    ['on request'],
    CO_BILL,
    null,
  ),
  a('What must a Colorado nonrenewal notice say under SB 25-118?', ['specific reason'], CO_BILL, null),
  all(
    'Colorado SB 25-118 — Senate sponsor and the date it takes effect?',
    ['Alvarado', 'January 1, 2026'],
    CO_BILL,
    null,
  ),
  no('SB 25-118: notice period for a midterm cancellation?'),
  no('Which committee heard Colorado SB 25-118?'),
  no('Colorado SB 25-119 — what does it require of insurers?'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('ODI Bulletin 2025-03 — date issued', ['March 17, 2025'], OH_BULLETIN, null),
  a(
    "Under Ohio's roof bulletin, what must an insurer offer the policyholder at renewal?",
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  a(
    'How many days before the change must the roof schedule notice reach Ohio policyholders?',
    ['30 days'],
    OH_BULLETIN,
    null,
  ),
  a('ODI expected minimum credit for older roofs under a payment schedule', ['5%'], OH_BULLETIN, null),
  a(
    'Bulletin 2025-03: the credit expectation applies to roofs older than how many years?',
    ['10 years'],
    OH_BULLETIN,
    null,
  ),
  a(
    'From what submission date are Ohio filings subject to the roof schedule bulletin?',
    ['May 1, 2025'],
    OH_BULLETIN,
    null,
  ),
  a(
    'Per ODI, is a roof payment schedule filed as a form, a rate, or both?',
    ['as a form and a rate'],
    OH_BULLETIN,
    null,
  ),
  a(
    'As an ODI reviewer, what must I see in a rate filing that introduces a roof schedule?',
    ['premium credit'],
    OH_BULLETIN,
    null,
  ),
  no('Ohio Bulletin 2025-04 — what does it cover?'),
  no('What penalty does ODI set for not following the roof schedule bulletin?'),
  no('Below what roof age does Ohio prohibit ACV roof settlement?'),

  // Granite Peak, Michigan homeowners (DOCX)
  a('Granite Peak MI HO — renewal effective date?', ['February 1, 2026'], GRANITE_MI, null),
  a('GPIC Michigan: Traverse City territory selected change', ['+10.0%'], GRANITE_MI, null),
  a(
    "When is Granite Peak's Michigan frozen pipe surcharge taken off?",
    ['three claim-free years'],
    GRANITE_MI,
    null,
  ),
  all('Ice dam endorsement limits — Granite Peak Michigan', ['$5,000', '$20,000'], GRANITE_MI, null),
  a(
    "Reviewing Granite's Michigan filing: if DIFS approves after Nov 15, 2025, what happens to the effective dates?",
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  a('granite peak michigan: claims in the experience period', ['443'], GRANITE_MI, null),
  a(
    'Granite MI weather-event load — how many years of experience is it based on?',
    ['25 years'],
    GRANITE_MI,
    null,
  ),
  a(
    'What complement does Granite use for its Michigan HO credibility weighting?',
    ['countrywide Granite Peak homeowners indication'],
    GRANITE_MI,
    null,
  ),
  no('Granite Peak Michigan HO — water backup endorsement limits?'),
  no('Granite MI homeowners: is a wind/hail deductible being introduced?'),
  no('Granite Peak Michigan commission as % of premium?'),
  no('What did Granite Peak file for Ohio homeowners?'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('Ridgeline CO PPA proposed UM rate', ['$43'], RIDGELINE, 1),
  a("Ridgeline's comprehensive pure premium trend", ['+10.5%'], RIDGELINE, 2),
  a('How long is the trend period in the Ridgeline Colorado memo?', ['39 months'], RIDGELINE, 2),
  all('Ridgeline Colorado UM: claim count and credibility?', ['512', '69%'], RIDGELINE, 2),
  a(
    'What does Ridgeline use as the complement for its Colorado experience?',
    ['Utah and Wyoming'],
    RIDGELINE,
    2,
  ),
  a('What share of Front Range comp losses comes from hail per Ridgeline?', ['63%'], RIDGELINE, 1),
  all('RoadWise: highest discount and when it is reached?', ['30%', 'first renewal'], RIDGELINE, 2),
  a('How many Ridgeline Colorado policies see a rate decrease?', ['6,140'], RIDGELINE, 2),
  no('Ridgeline Colorado auto — PIP selected change?'),
  no('What overall rate change did Ridgeline file in Utah?'),
  no('Ridgeline CO PPA — rental reimbursement or towing change?'),
];
