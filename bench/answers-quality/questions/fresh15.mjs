// The 'fresh15' part of the answer-quality set (see questions.mjs for the fields): written in the
// seventeenth round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers were not read) and to the engine's changes of that round: the held-out part
// now. Registers are mixed: full questions, terse search-box fragments with abbreviations (HO, PPA, BI,
// PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd typo, leading clauses and paraphrase
// far from the documents' wording, companies by short forms and states by code. It leans on single table
// cells, conditions and exceptions, definitions, who must do what, dates of different roles (filed,
// effective, prior), counts and reasons, and has compound questions (`allFacts`) whose every fact the
// answer must hold; for a PDF whose facts stand on two pages, the page is the first fact's. Every answer
// stands literally in the text. The absent questions are tempting on purpose: a neighbouring standard,
// model-law, bill or bulletin number, a coverage, peril, endorsement, form or measure the document does not
// give, the same company in another state or line, a party or date role that is not there, a figure or
// option the document does not list.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh15.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh15');

export const FRESH15_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('summit mutual OH HO renewals — what date do the new rates hit?', ['October 1, 2025'], SUMMIT_OH, 1),
  a(
    "In Summit's Ohio homeowners memo, what did they end up picking for the contents broad form?",
    ['+3.0%'],
    SUMMIT_OH,
    1,
  ),
  a('Summit OH — # of unit-owner policies in force', ['12,929'], SUMMIT_OH, 1),
  all(
    'Summit Mutual Ohio homeowners: statewide indicated vs. overall selected',
    ['+11.6%', '+7.4%'],
    SUMMIT_OH,
    1,
  ),
  a(
    'What does Summit blame for the special form taking most of the Ohio indication?',
    ['wind and hail losses'],
    SUMMIT_OH,
    1,
  ),
  a("Over how long a period is Summit's OH non-hurricane cat load averaged?", ['30-year'], SUMMIT_OH, 2),
  a('summit ohio homeowners general expense %', ['4.6%'], SUMMIT_OH, 2),
  a(
    'After the revision, what will the typical Summit Ohio homeowner pay per year on average?',
    ['$1,819'],
    SUMMIT_OH,
    2,
  ),
  no('Summit Mutual Ohio homeowners reinsurance cost provision'),
  no('When did ODI approve the Summit Mutual Ohio homeowners filing?'),
  no('Summit Mutual OH dwelling fire (DP-3) rate change'),

  // Summit Mutual, Indiana private passenger auto (DOCX and its PDF copy)
  ppa('summit IN PPA UM selected', ['+1.5%']),
  ppa('Summit Indiana auto — severity trend picked for bodily injury', ['+6.9%']),
  ppa(
    "For the liability coverage that's only partly credible, what does Summit's Indiana auto memo weight against?",
    ['trended prior indication'],
  ),
  ppa('How many cars does the Summit Mutual Indiana private passenger revision reach?', ['47,530']),
  ppa('Summit IN auto ULAE as % of losses', ['9.7%']),
  ppa('Summit Indiana PPA comprehensive — indicated', ['+8.9%']),
  ppaAll('SMMI Indiana auto: when was it filed and when do rates take effect?', [
    'May 19, 2025',
    'August 15, 2025',
  ]),
  ppa('commision % assumed in the summit mutual indiana auto filing', ['11.0%']),
  no('Summit Mutual IN PPA underinsured motorists selected change'),
  no('Summit Indiana auto average premium per vehicle before and after'),
  no('Summit IN PPA property damage severity trend'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('Lakeshore OH auto comp current base rate', ['$81'], LAKESHORE_OH, null),
  a('Lakeshore Ohio PPA — the loss & LAE ratio the rates are built to allow', ['66.0%'], LAKESHORE_OH, null),
  a(
    'At what point does a Lakeshore Ohio driver start getting the DriveSmart discount?',
    ['after the first policy term'],
    LAKESHORE_OH,
    null,
  ),
  a(
    "What gets the rest of the weight in Lakshore's Ohio auto credibility?",
    ['industry loss cost trend'],
    LAKESHORE_OH,
    null,
  ),
  a('How many vehicles are in the Lakeshore Ohio auto book?', ['112,640'], LAKESHORE_OH, null),
  all('Lakeshore OH PPA loss trend — severity and frequency', ['+7.0%', '-0.8%'], LAKESHORE_OH, null),
  a(
    'Why did Lakeshore pick less than the indicated change on its Ohio auto filing?',
    ['to limit disruption'],
    LAKESHORE_OH,
    null,
  ),
  a(
    'On what day did Lakeshore send its OH auto filing to the department?',
    ['April 3, 2025'],
    LAKESHORE_OH,
    null,
  ),
  no('Lakeshore Ohio auto medical payments current base rate'),
  no('Lakeshore OH PPA accident forgiveness'),
  no('When did Lakeshore last change its Ohio auto rates before this filing?'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('Lakeshore MI HO Grand Rapids area selected', ['+11.7%'], LAKESHORE_MI, null),
  a(
    'Lakeshore Michigan homeowners — what share of non-cat losses comes from water damage?',
    ['41%'],
    LAKESHORE_MI,
    null,
  ),
  a('how big is the new wind/hail deductible in Lakeshore MI', ['2% of Coverage A'], LAKESHORE_MI, null),
  all(
    'Lakeshore Mich. water backup endorsement — every limit on offer',
    ['$5,000', '$15,000', '$30,000'],
    LAKESHORE_MI,
    null,
  ),
  a('LKSH Michigan HO cat provision', ['11.2%'], LAKESHORE_MI, null),
  a('Lakeshore Michigan Upper Peninsula indicated', ['+8.2%'], LAKESHORE_MI, null),
  a(
    'What date did Lakeshore file its Michigan homeowners rates with DIFS?',
    ['July 8, 2025'],
    LAKESHORE_MI,
    null,
  ),
  a(
    'Which Lakeshore MI territory takes the steepest selected increase?',
    ['Detroit metro', '+14.9%'],
    LAKESHORE_MI,
    null,
  ),
  no('Lakeshore Michigan homeowners fixed expense ratio'),
  no('How many policies are in Lakeshore MI territory 1 (Detroit)?'),
  no('lakeshore MI HO — ice-dam coverage limit choices'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('Granite Peak IN HO variable expense ratio', ['24.3%'], GRANITE_IN, 1),
  a('GPIC Indiana homeowners trended loss & LAE ratio', ['68.9%'], GRANITE_IN, 1),
  a('Share of Indiana homes with roofs past 15 years, per the Granite Peak memo', ['27%'], GRANITE_IN, 2),
  a('Granite Indiana: credit for taking a $2,500 deductible', ['14%'], GRANITE_IN, 2),
  a(
    'How does Granite Peak pay wind/hail damage to the roof surface on old roofs in IN?',
    ['actual cash value'],
    GRANITE_IN,
    2,
  ),
  all(
    'Granite Peak IN minimum all-perils deductible — old amount and new amount',
    ['$500', '$1,000'],
    GRANITE_IN,
    2,
  ),
  a('Granite Peak Indiana homeowners — how credible is the experience?', ['91%'], GRANITE_IN, 1),
  a('Granite IN homeowners SERFF #', ['GPIC-2025-2207'], GRANITE_IN, 1),
  no('Granite Peak Indiana HO separate wind/hail deductible percentage'),
  no('GPIC Indiana homeowners full credibility standard in claims'),
  no('Granite Peak IN homeowners ice dam endorsement limits'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('Which older standard number does the future-costs standard (41) retire?', ['No. 29'], MPS41, 1),
  a('What year was the predecessor of Standard 41 adopted?', ['2011'], MPS41, 1),
  a('Standard No. 41 — work performed from what date is covered', ['May 1, 2024'], MPS41, 1),
  a('MPS41 how long to keep the documentation', ['seven years'], MPS41, 2),
  a('how many yrs of data does model practice std 41 want for a cat provision', ['20 years'], MPS41, 2),
  a(
    'If an actuary lacks two decades of cat history, what else does MPS 41 allow?',
    ['catastrophe model'],
    MPS41,
    2,
  ),
  all(
    'Standard 41 trend period: where does it start and where does it end?',
    ['average date of loss in the experience period', 'rates will be in effect'],
    MPS41,
    1,
  ),
  a(
    "MPS 41 documentation: whose review of the work's reasonableness should it make possible?",
    ['another qualified actuary'],
    MPS41,
    2,
  ),
  no('MPS 41 guidance on projecting fixed expenses'),
  no('Model Practice Standard No. 42 scope'),
  no('When did Model Practice Standard No. 29 become effective?'),

  // Model Practice Standard No. 44 (Markdown)
  a('MPS 44 supersedes which standard', ['No. 25'], MPS44, null),
  a('Std 44 effective date', ['December 1, 2023'], MPS44, null),
  a(
    'Std. 44 definition: what is a "complement of credibility"?',
    ['the estimate to which the remaining weight is given'],
    MPS44,
    null,
  ),
  all(
    'Per MPS 44, the three tests a complement of credibility should pass',
    ['relevant', 'unbiased', 'independent'],
    MPS44,
    null,
  ),
  a('limited fluctuation — the 1,082-claim standard corresponds to what probability?', ['90%'], MPS44, null),
  a('under MPS44 how is partial credibility computed', ['square root'], MPS44, null),
  a(
    'What does Standard 44 say experience gets at the full credibility standard?',
    ['credibility of one'],
    MPS44,
    null,
  ),
  a('besides ratemaking and reserving, what else does MPS 44 apply to?', ['experience rating'], MPS44, null),
  no('MPS 44 — claims needed for full credibility of pure premium'),
  no('Standard 44 credibility for excess layers'),
  no('year the old credibility standard No. 25 was adopted'),
  no('MPS 44 Section 6 requirements'),

  // Model Law No. 902 (HTML)
  a('ML 902 — window to acknowledge receipt of a claim', ['15 calendar days'], ML902, null),
  a(
    "Under model law 902, once a claim's accepted how long does the insurer have to pay?",
    ['30 days'],
    ML902,
    null,
  ),
  a('902 aggregate max for knowingly committed violations', ['$500,000'], ML902, null),
  a('flagrant disregard fine per violation — unfair claims act', ['$25,000'], ML902, null),
  a(
    'When does the Unfair Claims Settlement Practices Act kick in after a state enacts it?',
    ['six months'],
    ML902,
    null,
  ),
  a(
    'What has to be cited in a claim denial letter under ML 902?',
    ['specific policy provision'],
    ML902,
    null,
  ),
  all(
    'ML902 violations not knowingly committed — per-violation penalty and aggregate cap',
    ['$1,000', '$100,000'],
    ML902,
    null,
  ),
  a("ML 902's 45-day accept/deny clock runs from receipt of what?", ['proof of loss'], ML902, null),
  no('ML 902 interval for claim status letters to the claimant'),
  no('Model Law No. 901 purpose'),
  no('ML 902 appraisal or arbitration of disputed claims'),

  // Model Law No. 903 (DOCX)
  a('ML 903 consumer notice trigger — size of increase', ['more than 10%'], ML903, null),
  a(
    'How many days ahead of renewal does the rate increase notice have to go out under ML 903?',
    ['45 days'],
    ML903,
    null,
  ),
  all(
    'Rate Filing Transparency Act — what must the policyholder notice state?',
    ['percentage change', 'main reasons'],
    ML903,
    null,
  ),
  a('ML903 commissioner review period', ['60 days'], ML903, null),
  a('Can the commish extend review under 903? by how long', ['30 days'], ML903, null),
  a(
    'At what point does a filing become open to public inspection under Model Law 903?',
    ['approved or becomes effective'],
    ML903,
    null,
  ),
  a(
    'ML 903 — trade secret info is withheld; what must the insurer give the public instead?',
    ['public summary'],
    ML903,
    null,
  ),
  a('model law 903 adopted on', ['March 9, 2024'], ML903, null),
  no('What fine does ML 903 set when an insurer skips the rate-increase notice?'),
  no('Model Law 903 Section 5'),
  no('Model Law 904 — when was it adopted by the conference'),

  // Colorado Senate Bill 25-118 (DOCX)
  a('who sponsors SB 25-118 on the House side', ['M. Kessler'], CO_BILL, null),
  a('CO SB 118 nonrenewal notice — how many days before expiration', ['60 days'], CO_BILL, null),
  a('minimum discount for wildfire-mitigated homes under the Colorado bill', ['5%'], CO_BILL, null),
  a('SB 25-118 civil penalty ceiling per violation', ['$2,500'], CO_BILL, null),
  a('Colorado wildfire/nonrenewal bill — date it was introduced', ['February 4, 2025'], CO_BILL, null),
  a(
    'Under the CO bill, do insurers have to show a policyholder their wildfire risk score, and when?',
    ['on request'],
    CO_BILL,
    null,
  ),
  all(
    'SB 25-118 — effective date and which policies it reaches',
    ['January 1, 2026', 'issued or renewed'],
    CO_BILL,
    null,
  ),
  a('Colorado SB 25-118: who is the written nonrenewal notice mailed to?', ['named insured'], CO_BILL, null),
  no('SB 25-118 notice requirement for premium increases at renewal'),
  no('CO SB 25-119 nonrenewal provisions'),
  no('SB 25-118 approval of wildfire risk score vendors by the division'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('ODI Bulletin 2025-03 issued', ['March 17, 2025'], OH_BULLETIN, null),
  a(
    'Ohio roof schedule bulletin applies to filings submitted from when on?',
    ['May 1, 2025'],
    OH_BULLETIN,
    null,
  ),
  a('ohio bulletin roof schedule notice — how many days before the change', ['30 days'], OH_BULLETIN, null),
  a(
    'Under ODI 2025-03, what must insurers let policyholders choose at renewal?',
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  a(
    'Ohio bulletin 2025-03: roof age past which the department expects a credit',
    ['10 years'],
    OH_BULLETIN,
    null,
  ),
  a(
    'In Ohio, in what form does a roof payment schedule have to be filed?',
    ['as a form and a rate'],
    OH_BULLETIN,
    null,
  ),
  all(
    'ODI 2025-03 — what must a filing that brings in a roof schedule show, and how big should it be?',
    ['premium credit', '5%'],
    OH_BULLETIN,
    null,
  ),
  a(
    'how is the roof schedule disclosed to the policyholder per the Ohio dept?',
    ['separate notice'],
    OH_BULLETIN,
    null,
  ),
  no('Ohio bulletin 2025-03 sunset or expiration date'),
  no('Ohio Department of Insurance Bulletin 2025-02'),
  no('Who signed Ohio Bulletin 2025-03?'),

  // Granite Peak, Michigan homeowners (DOCX)
  a('GPIC MI HO renewal eff date', ['February 1, 2026'], GRANITE_MI, null),
  a('Granite Peak Michigan: policies in Kalamazoo/Battle Creek', ['5,947'], GRANITE_MI, null),
  a(
    "What happens to Granite's Michigan effective dates if DIFS signs off late?",
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  a(
    'Granite MI frozen pipe surcharge — how does a policyholder get it taken off?',
    ['three claim-free years'],
    GRANITE_MI,
    null,
  ),
  a('Granite Peak MI HO load for convective and winter storms', ['9.4% of premium'], GRANITE_MI, null),
  a('granite peak michigan renters form selected', ['+3.5%'], GRANITE_MI, null),
  all(
    'GPIC Michigan — claims in the experience period and the credibility they earn',
    ['443', '64%'],
    GRANITE_MI,
    null,
  ),
  a(
    'Granite Michigan: approval after what date pushes the effective dates out?',
    ['November 15, 2025'],
    GRANITE_MI,
    null,
  ),
  no('Granite Peak MI homeowners separate wind/hail deductible'),
  no('Granite Peak Michigan roof surfacing payment schedule'),
  no('Granite Peak Indemnity Ohio homeowners filing'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('Ridgline CO MedPay proposed rate', ['$18'], RIDGELINE, 1),
  all('Ridgeline Colorado UM — current rate and proposed rate', ['$39', '$43'], RIDGELINE, 1),
  a('Ridgeline: what share of Front Range comprehensive losses is hail?', ['63%'], RIDGELINE, 1),
  a(
    "Why is Ridgeline's comp selection held so far under its indication?",
    ['new hail deductible option', 'expected to lower comprehensive losses'],
    RIDGELINE,
    1,
  ),
  a('Ridgeline trend period in months', ['39 months'], RIDGELINE, 2),
  a('RoadWise telematics — the most it can reach', ['30%'], RIDGELINE, 2),
  a('How many Ridgeline CO policies get a rate cut?', ['6,140'], RIDGELINE, 2),
  a(
    'Ridgeline CO PPA: what is the complement of credibility built from?',
    ['Utah and Wyoming'],
    RIDGELINE,
    2,
  ),
  no('Ridgeline CO medical payments claim count'),
  no('Ridgeline Colorado comprehensive severity trend'),
  no('Ridgeline Grand Junction territory selected change'),
  no('Ridgeline CO PIP base rate'),
];
