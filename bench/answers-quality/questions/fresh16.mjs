// The 'fresh16' part of the answer-quality set (see questions.mjs for the fields): written in the
// eighteenth round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers were not read) and to the engine's changes of that round: the held-out part
// now. Registers are mixed: full questions, terse search-box fragments with abbreviations (HO, PPA, BI,
// PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd typo, leading clauses and paraphrase
// far from the documents' wording, companies by short forms and states by code. It leans on single table
// cells, conditions and exceptions, definitions, who must do what, dates of different roles (filed,
// effective, prior, introduced), counts and reasons, facts in the second half of the long documents, and
// has compound questions (`allFacts`) whose every fact the answer must hold; for a PDF whose facts stand
// on two pages, the page is the first fact's. Every answer stands literally in the text. The absent
// questions are tempting on purpose: a neighbouring standard, model-law, bill or bulletin number, a
// coverage, peril, endorsement, form or measure the document does not give, the same company in another
// state or line, a party or date role that is not there, a figure or option the document does not list.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh16.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh16');

export const FRESH16_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('summit OH HO — claim count in the experience window?', ['6,310'], SUMMIT_OH, 2),
  a(
    "Is there a ceiling on how much any one insured's bill can go up under Summit Mutual's Ohio homeowners revision?",
    ['+25%'],
    SUMMIT_OH,
    2,
  ),
  a(
    'What was the non-hurricane cat load in the filing Summit made before this one for Ohio homeowners?',
    ['15.9%'],
    SUMMIT_OH,
    2,
  ),
  a('On what date was SMMI-134412 submitted?', ['June 2, 2025'], SUMMIT_OH, 1),
  a('summit mutual ohio homewoners — taxes, licenses & fees load', ['2.4%'], SUMMIT_OH, 2),
  a(
    "How many dollars of written premium does Summit's Ohio HO revision touch?",
    ['$142.7 million'],
    SUMMIT_OH,
    1,
  ),
  all(
    'Going into this SMMI-134412 revision, what had the preceding OH HO rate move been, and its start date?',
    ['August 1, 2023', '+5.5%'],
    SUMMIT_OH,
    1,
  ),
  a(
    'How many quarters of severity and frequency data did Summit fit for its OH homeowners trend?',
    ['twenty quarters'],
    SUMMIT_OH,
    2,
  ),
  a('tenant (contents-only) form — # in force at Summit in OH', ['9,377'], SUMMIT_OH, 1),
  no('Summit Mutual OH homeowners ordinance or law coverage — selected change?'),
  no('Which Ohio rating territory gets the biggest increase in the Summit homeowners filing?'),
  no('summit ohio HO water backup endorsement limit options'),

  // Summit Mutual, Indiana private passenger auto (DOCX and a PDF copy)
  ppa('summit IN auto — ULAE as a share of losses', ['9.7%']),
  ppaAll(
    "In Summit's Indiana car insurance filing, which coverage gets the steepest selected increase, and by how much?",
    ['Collision', '+9.8%'],
  ),
  ppa('What severity trend did Summit pick for BI liability in Indiana?', ['+6.9%']),
  ppa('How many cars are affected by the Summit Mutual Indiana PPA revision?', ['47,530']),
  ppa(
    "For Summit's Indiana auto bodily injury, what gets the weight not given to the company's own experience?",
    ['trended prior indication'],
  ),
  ppaAll('summit mutual indiana UM — indicated vs selected', ['+2.2%', '+1.5%']),
  ppa('Summit IN PPA: how much credibility does bodily injury get?', ['88%']),
  ppa('premium trend per year in the Summit Indiana private passenger memo', ['+2.1%']),
  no('summit IN PPA comprehensive severity trend selected'),
  no('Is there a cap on individual policyholder increases in Summit Mutual’s Indiana auto filing?'),
  no('When did Summit Mutual file its Indiana homeowners rates?'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('target loss+LAE ratio that Lakeshore OH auto is measured against', ['66.0%'], LAKESHORE_OH, null),
  a(
    "What is Lakeshore's Ohio auto experience blended with for the part that isn't credible?",
    ['industry loss cost trend'],
    LAKESHORE_OH,
    null,
  ),
  a(
    'From when can a Lakeshore Ohio driver get the DriveSmart discount?',
    ['after the first policy term'],
    LAKESHORE_OH,
    null,
  ),
  a('Lakeshore in Ohio: today’s comp base premium, before the change', ['$81'], LAKESHORE_OH, null),
  a("How many vehicles are in Lakeshore's Ohio car program?", ['112,640'], LAKESHORE_OH, null),
  all(
    'Lakeshore OH PPA collision: indicated, selected and current base',
    ['+12.6%', '+7.5%', '$226'],
    LAKESHORE_OH,
    null,
  ),
  a(
    "What day did Lakeshore's Ohio auto filing go to the Department of Insurance?",
    ['April 3, 2025'],
    LAKESHORE_OH,
    null,
  ),
  a(
    'Why did Lakeshore select less than the indicated change for Ohio auto?',
    ['to limit disruption'],
    LAKESHORE_OH,
    null,
  ),
  no('Which Ohio territory gets the largest change in Lakeshore’s auto filing?'),
  no('Lakeshore Ohio private passenger trend period in months'),
  no('After this revision, what will Lakeshore charge as the Ohio collision base rate?'),
  no('Lakeshore Insurance Indiana private passenger auto — overall change requested'),

  // Lakeshore, Michigan homeowners (Markdown)
  a(
    'Lakeshore MI HO: what share of the non-cat losses comes from water damage?',
    ['41%'],
    LAKESHORE_MI,
    null,
  ),
  all(
    'What water backup limits can Lakeshore homeowners in Michigan choose?',
    ['$5,000', '$15,000', '$30,000'],
    LAKESHORE_MI,
    null,
  ),
  a(
    'Lakeshore MI: separate windstorm/hail deductible, as a share of what?',
    ['2% of Coverage A'],
    LAKESHORE_MI,
    null,
  ),
  a(
    "Does Lakeshore's new separate wind and hail deductible in Michigan hit renewals, or only new business?",
    ['new business'],
    LAKESHORE_MI,
    null,
  ),
  a('Lakeshore Michigan, territory 2 — proposed change', ['+11.7%'], LAKESHORE_MI, null),
  a('When did Lakeshore file its Michigan HO rates with DIFS?', ['July 8, 2025'], LAKESHORE_MI, null),
  a('lakeshore MI homeowners catastrophe load % of premium', ['11.2%'], LAKESHORE_MI, null),
  a(
    'In the Lakeshore Michigan homeowners filing, what was indicated for the Detroit territory?',
    ['+18.4%'],
    LAKESHORE_MI,
    null,
  ),
  no('Lakeshore Michigan homeowners: prior rate change and its effective date'),
  no('How credible is the experience in the Lakeshore MI HO filing?'),
  no('Does Lakeshore settle older roofs in Michigan on an actual cash value basis?'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('GPIC IN HO variable expense ratio', ['24.3%'], GRANITE_IN, 1),
  a(
    'roughly how many of the Indiana dwellings Granite insures carry roofs over fifteen years? (share)',
    ['27%'],
    GRANITE_IN,
    2,
  ),
  a(
    'Beyond what roof age does Granite Peak pay wind/hail roof surfacing losses in Indiana at ACV?',
    ['15 years'],
    GRANITE_IN,
    2,
  ),
  a('granite peak indiana — new minimum all perils deductible for new business', ['$1,000'], GRANITE_IN, 2),
  a(
    "If an Indiana Granite Peak policyholder takes a $2,500 deductible, what's the credit?",
    ['14%'],
    GRANITE_IN,
    2,
  ),
  a('GPIC IN homeowners — $ premium volume in force', ['$52.8 million'], GRANITE_IN, 1),
  a('non-hurricane cat provision, Granite IN homeowners', ['21.7%'], GRANITE_IN, 1),
  a('Indiana HO at Granite — weight given to own experience (credibility %)', ['91%'], GRANITE_IN, 1),
  no('In the GPIC-2025-2207 memo, what body of data fills the non-credible share of the Indiana experience?'),
  no('What premium credit does Granite Peak give Indiana insureds in exchange for the roof ACV schedule?'),
  no('When did the Indiana department approve the Granite Peak homeowners filing?'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('MPS 41 — least amount of history for a cat provision if no cat model is used', ['20 years'], MPS41, 2),
  a('retention period for the actuary’s files under practice std 41', ['seven years'], MPS41, 2),
  a('Which older practice standard does No. 41 supersede?', ['No. 29'], MPS41, 1),
  a('The practice standard that 41 superseded — adopted in which year?', ['2011'], MPS41, 1),
  a(
    'Under Standard No. 41 a trend period runs between which two points?',
    ['average date of loss'],
    MPS41,
    1,
  ),
  a('MPS 41 effecitve for work done on or after when?', ['May 1, 2024'], MPS41, 1),
  a(
    'Per MPS 41, what has to happen to cat events before the non-cat indication is worked out?',
    ['removed from the experience'],
    MPS41,
    2,
  ),
  a(
    'MPS 41 sec. 6 — the records should let whom assess reasonableness?',
    ['another qualified actuary'],
    MPS41,
    2,
  ),
  no('Model Practice Standard No. 40 — subject and effective date'),
  no('What does MPS 41 say about the profit provision?'),
  no('Under Standard 41, should the actuary use exponential or linear trend fits?'),

  // Model Practice Standard No. 44 (Markdown)
  a('MPS 44 sec. 3 — meaning of "complement"', ['remaining weight'], MPS44, null),
  all(
    'Which three qualities must a complement have under Standard No. 44?',
    ['relevant', 'unbiased', 'independent'],
    MPS44,
    null,
  ),
  a('Predecessor of the credibility standard (No. 44)?', ['No. 25'], MPS44, null),
  a('credibility standard 44 — applies to work from which date', ['December 1, 2023'], MPS44, null),
  a('Besides ratemaking, which kinds of work does Standard 44 apply to?', ['reserving'], MPS44, null),
  a(
    'How is partial credibility calculated under the limited fluctuation method in MPS 44?',
    ['square root'],
    MPS44,
    null,
  ),
  a(
    'Apart from industry loss costs, name a complement MPS 44 accepts',
    ['trended prior indication', 'larger related group'],
    MPS44,
    null,
  ),
  no('How long must credibility work papers be retained under MPS 44?'),
  no('What does practice standard 43 require of actuaries?'),
  no('Does Standard 44 cover Bayesian credibility methods?'),

  // Model Law No. 902 (HTML)
  a(
    'Under the 902 act, within what period must a carrier confirm it has received a claim?',
    ['15 calendar days'],
    ML902,
    null,
  ),
  a('Unfair claims model act — how long after proof of loss to accept or deny?', ['45 days'], ML902, null),
  a(
    'Once a claim has been accepted, how quickly does Model Law 902 require payment?',
    ['30 days'],
    ML902,
    null,
  ),
  a('max total penalty for knowingly committed violations under ML 902', ['$500,000'], ML902, null),
  all(
    'Model Law 902 flagrant disregard: fine per violation and the aggregate cap',
    ['$25,000', '$1,000,000'],
    ML902,
    null,
  ),
  a('How long after a state enacts Model Law No. 902 does it take effect?', ['six months'], ML902, null),
  a(
    'When did the conference adopt the unfair claims settlement model act?',
    ['October 14, 2022'],
    ML902,
    null,
  ),
  a(
    'What does a claim denial letter have to point to under 902?',
    ['specific policy provision'],
    ML902,
    null,
  ),
  no('ML 902 — how fast must an insurer start its investigation of a claim?'),
  no('Does Model Law 902 create a private right of action for claimants?'),
  no('Under ML 902, within how many days must an insurer answer a claimant’s correspondence?'),

  // Model Law No. 903 (DOCX)
  a(
    'Above what % hike does the transparency model act make insurers warn each affected insured?',
    ['10%'],
    ML903,
    null,
  ),
  a('How far before renewal does Model Law 903 require the increase notice?', ['45 days'], ML903, null),
  a('903 model act — days allowed the regulator to approve or reject a submission', ['60 days'], ML903, null),
  a('Can the commissioner lengthen the 903 review, and by how long?', ['30 days'], ML903, null),
  all(
    'Under ML 903, what can an insurer hold back from the public, and what must it provide in its place?',
    ['Trade secret', 'public summary'],
    ML903,
    null,
  ),
  a('model law 903 adoption date', ['March 9, 2024'], ML903, null),
  a('Once a state enacts the transparency model act, when does it kick in?', ['January 1'], ML903, null),
  no('Model act 903: advance notice insurers owe policyholders when rates go down'),
  no('Does Model Law 903 require a public hearing on large rate increases?'),
  no('When did the regulators’ conference adopt ML 906?'),

  // Colorado Senate Bill 25-118 (DOCX)
  a('CO SB 25-118 — nonrenewal notice lead time', ['60 days'], CO_BILL, null),
  a('Which representative co-sponsors SB 25-118?', ['M. Kessler'], CO_BILL, null),
  a('SB 25-118: minimum discount for homes meeting the wildfire mitigation standards', ['5%'], CO_BILL, null),
  a('max civil fine per violation, colorado SB 25-118', ['$2,500'], CO_BILL, null),
  a(
    'date the wildfire-score / nonrenewal bill was first put before the CO Senate',
    ['February 4, 2025'],
    CO_BILL,
    null,
  ),
  all(
    'From what date does SB 25-118 apply, and to which policies?',
    ['January 1, 2026', 'issued or renewed'],
    CO_BILL,
    null,
  ),
  a(
    'Under the Colorado bill, when does an insurer have to reveal a wildfire risk score to the policyholder?',
    ['on request'],
    CO_BILL,
    null,
  ),
  no('SB 25-118 notice period for mid-term cancellations'),
  no('When did the governor sign Colorado SB 25-118?'),
  no('Under SB 25-118, within how many days of a request must the wildfire score be disclosed?'),
  no('Colorado House Bill companion to SB 25-118 — its number'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a(
    'What day did the Ohio department put out its roof schedule bulletin?',
    ['March 17, 2025'],
    OH_BULLETIN,
    null,
  ),
  a(
    'Which filings does the Ohio roof schedule bulletin reach — submitted on or after what date?',
    ['May 1, 2025'],
    OH_BULLETIN,
    null,
  ),
  a(
    'What must Ohio insurers using a roof payment schedule offer at renewal?',
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  a(
    'ohio roof bulletin — how many days before the change takes effect must the schedule notice go out?',
    ['30 days'],
    OH_BULLETIN,
    null,
  ),
  all(
    "Ohio bulletin 2025-03: the department's expected minimum credit and the roof age it applies to",
    ['5%', '10 years'],
    OH_BULLETIN,
    null,
  ),
  a('How does ODI want the roof schedule disclosed to the insured?', ['separate notice'], OH_BULLETIN, null),
  a(
    'Per the Ohio bulletin, what must a rate filing that brings in a roof schedule show?',
    ['premium credit'],
    OH_BULLETIN,
    null,
  ),
  no('Ohio bulletin 2025-03 nonrenewal notice requirement'),
  no('How does Ohio Bulletin 2025-03 treat cosmetic hail damage or matching?'),
  no('ODI Bulletin 2024-03 subject'),

  // Granite Peak, Michigan homeowners (DOCX)
  a(
    'GPIC MI HO — what happens to the effective dates if approval comes late?',
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  a(
    "Approval after what date would push back Granite Peak's Michigan effective dates?",
    ['November 15, 2025'],
    GRANITE_MI,
    null,
  ),
  a(
    'For how long does a Granite MI insured have to stay claim-free to lose the frozen pipe surcharge?',
    ['three claim-free years'],
    GRANITE_MI,
    null,
  ),
  all(
    "Which of Granite's Michigan territories gets the smallest selected increase, and what is it?",
    ['Marquette', '+2.9%'],
    GRANITE_MI,
    null,
  ),
  a('granite peak MI weather-event load — years of experience behind it', ['25 years'], GRANITE_MI, null),
  a("Granite Peak's Michigan homeowners renewal effective date", ['February 1, 2026'], GRANITE_MI, null),
  a('How many claims were in the Granite MI HO experience period?', ['443'], GRANITE_MI, null),
  a('What complement of credibilty does Granite Peak use in Michigan?', ['countrywide'], GRANITE_MI, null),
  a('Granite Peak MI condo (HO-6) indication', ['+11.0%'], GRANITE_MI, null),
  no('GPIC-2025-2391: is the lowest AOP deductible being raised, and to what?'),
  no('Granite Peak MI HO loss adjustment expense load'),
  no('Granite Peak Indemnity Wisconsin homeowners rate change'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('In the Ridgeline Colorado filing, number of policies whose premium goes down', ['6,140'], RIDGELINE, 2),
  a('ridgline colorado auto trend period length', ['39 months'], RIDGELINE, 2),
  all(
    'How credible is UM in the Ridgeline Colorado memo, and on how many claims?',
    ['69%', '512'],
    RIDGELINE,
    2,
  ),
  a(
    'Whose experience does Ridgeline use as the complement for its Colorado auto coverages?',
    ['Utah and Wyoming'],
    RIDGELINE,
    2,
  ),
  a('Ridgeline CO PPA: comprehensive credit for picking the $2,500 hail deductible', ['18%'], RIDGELINE, 2),
  a('top RoadWise telematics credit at Ridgeline', ['30%'], RIDGELINE, 2),
  a('Ridgeline — what is selected for the Denver territory group?', ['+8.0%'], RIDGELINE, 1),
  a(
    'What portion of Front Range comprehensive losses does Ridgeline put down to hail?',
    ['63%'],
    RIDGELINE,
    1,
  ),
  a('Ridgeline CO permissible loss and LAE ratio', ['74.3%'], RIDGELINE, 2),
  a(
    "Ridgeline's comp is selected far under the indicated — what's the stated reason?",
    ['new hail deductible option'],
    RIDGELINE,
    1,
  ),
  no('Ridgeline Colorado Northern Front Range proposed base rate for collision'),
  no('Ridgeline CO comprehensive credit with a $500 hail deductible'),
  no('How credible is medical payments in the Ridgeline Colorado auto filing?'),
];
