// The 'fresh18' part of the answer-quality set (see questions.mjs for the fields): written in the
// twentieth round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers were not read) and to the engine's changes of that round: the held-out part
// now. Registers are mixed: full questions, terse search-box fragments with abbreviations (HO, PPA, BI,
// PD, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd typo, leading clauses and paraphrase far
// from the documents' wording, companies by short forms (first word, initials, possessives) and states by
// code or name, questions that compare or ask "which" among options, yes/no questions whose answer is a
// stated condition, and questions about what a regulator or an actuary must or should do. It leans on
// single table cells, conditions and exceptions, definitions, who must do what, dates of different roles
// (filed, effective, prior, issued, introduced, adopted), counts and reasons, facts in the second half of
// the long documents, and has compound questions (`allFacts`) whose every fact the answer must hold; for a
// PDF whose facts stand on two pages, the page is the first fact's. Every answer stands literally in the
// text. The absent questions are tempting on purpose: a neighbouring standard, model-law, bill or bulletin
// number, a coverage, peril, endorsement, form or measure the document does not give, the same company in
// another state or line, a party or date role that is not there, a figure or option the document does not
// list. Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh18.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh18');

export const FRESH18_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a(
    'In the prior Summit OH homeowners filing, what was the non-hurricane cat load?',
    ['15.9%'],
    SUMMIT_OH,
    2,
  ),
  a(
    'How many claims did Summit Mutual actually have in its Ohio HO experience period?',
    ['6,310'],
    SUMMIT_OH,
    2,
  ),
  a('smmi oh homeowners commision and brokerage %', ['14.0%'], SUMMIT_OH, 2),
  a(
    'Is there a ceiling on any single Ohio homeowner’s increase in the Summit revision?',
    ['+25%', '25%'],
    SUMMIT_OH,
    2,
  ),
  a('SERFF # on the Summit Ohio homeowners memo?', ['SMMI-134412'], SUMMIT_OH, 1),
  all(
    "Of Summit's three Ohio homeowners forms, which one gets the smallest selected increase, and how much?",
    ['HO-4', '+3.0%'],
    SUMMIT_OH,
    1,
  ),
  a(
    'Over how many quarters of paid data did Summit fit its Ohio homeowners loss trend?',
    ['twenty quarters', 'twenty'],
    SUMMIT_OH,
    2,
  ),
  a(
    'After the revision, what will the typical Summit Ohio homeowners policy cost per year?',
    ['$1,819'],
    SUMMIT_OH,
    2,
  ),
  no('Summit Mutual Ohio HO — which sewer/water backup endorsement limits are offered?'),
  no('What complement of credibility is used in the Summit Ohio homeowners indication?'),
  no('On what date did ODI approve the Summit Mutual Ohio homeowners revision?'),
  no("Summit Mutual's Ohio dwelling fire (DP-3) program — selected rate change?"),

  // Summit Mutual, Indiana private passenger auto (DOCX, and its PDF copy)
  ppa('Summit IN PPA: bodily injury severity trend selected', ['+6.9%']),
  ppa("What's the frequency trend on BI in Summit Mutual's Indiana auto memo?", ['-0.4%']),
  ppa('For the Indiana auto BI experience, what does Summit weight against it as the complement?', [
    'trended prior indication',
  ]),
  ppa('indiana summit ppa ulae as a pct of losses', ['9.7%']),
  ppa('Does the Summit Indiana car insurance change hit new business and renewals on different dates?', [
    'August 15, 2025',
  ]),
  ppaAll("Summit's Indiana collision coverage: indication vs. what they actually selected?", [
    '+11.2%',
    '+9.8%',
  ]),
  ppa('On what date was the Summit Indiana auto actuarial memo filed?', ['May 19, 2025']),
  ppa('How credible is bodily injury in the Indiana Summit auto filing?', ['88%']),
  no('Summit IN PPA — comprehensive hail deductible credit?'),
  no('Summit Mutual Indiana auto: other acquisition and general expense loads?'),
  no('What overall change did Summit Mutual select for its Indiana homeowners book?'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('Lakeshore OH auto — current comprehensive base rate?', ['$81'], LAKESHORE_OH, null),
  a("What's the permissible loss & LAE ratio in Lakeshore's Ohio PPA filing?", ['66.0%'], LAKESHORE_OH, null),
  a(
    'When does an Ohio Lakeshore driver become eligible for the DriveSmart discount?',
    ['after the first policy term', 'first policy term'],
    LAKESHORE_OH,
    null,
  ),
  a('lakeshore ohio ppa freq trend', ['-0.8%'], LAKESHORE_OH, null),
  a(
    'Lakeshore Ohio auto: what is the complement of credibility tied to?',
    ['industry loss cost trend'],
    LAKESHORE_OH,
    null,
  ),
  a(
    'On what date did Lakeshore submit its Ohio car insurance filing to the department?',
    ['April 3, 2025'],
    LAKESHORE_OH,
    null,
  ),
  all(
    'Lakeshore OH — PD: indicated, selected and current base rate',
    ['+6.3%', '+3.9%', '$104'],
    LAKESHORE_OH,
    null,
  ),
  a("Lakeshore's Ohio five-year loss+LAE ratio?", ['71.4%'], LAKESHORE_OH, null),
  no('Lakeshore Ohio auto — how many months is the trend period?'),
  no('Lakeshore OH PPA: average premium per vehicle before and after the change?'),
  no('How many Lakeshore Ohio auto policyholders will see a rate decrease?'),
  no("Lakeshore's Michigan private passenger auto filing — overall change requested?"),

  // Lakeshore, Michigan homeowners (Markdown)
  a('lakeshore mich HO — grand rapids territory, selected %', ['+11.7%'], LAKESHORE_MI, null),
  a(
    "What share of Lakeshore's Michigan non-cat homeowners losses comes from water damage?",
    ['41%'],
    LAKESHORE_MI,
    null,
  ),
  a(
    "Does Lakeshore's new Michigan wind/hail deductible apply to renewing policies, or only new ones?",
    ['new business'],
    LAKESHORE_MI,
    null,
  ),
  all(
    'Lakeshore Michigan water backup endorsement — what limit options can the insured choose?',
    ['$5,000', '$15,000', '$30,000'],
    LAKESHORE_MI,
    null,
  ),
  a('Lakeshore MI homeowners catastrophe load, % of premium', ['11.2%'], LAKESHORE_MI, null),
  a(
    'Which Lakeshore Michigan territory shows the highest indicated change?',
    ['Detroit metro', '+18.4%'],
    LAKESHORE_MI,
    null,
  ),
  a('What day was the Lakeshore Michigan HO filing made with DIFS?', ['July 8, 2025'], LAKESHORE_MI, null),
  a("Lakeshore's MI homeowners: indicated overall change before tempering", ['+15.3%'], LAKESHORE_MI, null),
  no('Lakeshore Michigan homeowners — commission as a percent of premium?'),
  no('Lakeshore MI HO: how is the loss trend split between frequency and severity?'),
  no('Lakeshore MI homeowners: what fixed expense ratio is loaded?'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a(
    "Roughly what fraction of Granite's insured Indiana homes have roofs past 15 years?",
    ['27%'],
    GRANITE_IN,
    2,
  ),
  a('GPIC indiana HO trended loss + LAE ratio in the indication', ['68.9%'], GRANITE_IN, 1),
  a(
    'At what roof age does Granite Peak switch Indiana roof-surfacing wind/hail claims to ACV?',
    ['older than 15 years', '15 years'],
    GRANITE_IN,
    2,
  ),
  a(
    'If a Granite Peak Indiana homeowner opts for a $2,500 deductible, what credit do they get?',
    ['14%'],
    GRANITE_IN,
    2,
  ),
  all(
    "Granite Peak's Indiana minimum all-perils deductible: what was it, and what is it going to?",
    ['$500', '$1,000'],
    GRANITE_IN,
    2,
  ),
  a('When does the Granite Peak Indiana HO rate change go live?', ['October 15, 2025'], GRANITE_IN, 1),
  a('How much credibility does Granite assign its Indiana homeowners data?', ['91%'], GRANITE_IN, 1),
  a('granite peak IN non-hurricane cat provison', ['21.7%'], GRANITE_IN, 1),
  no('Granite Peak Indiana HO — ice dam endorsement limits?'),
  no('What full credibility standard (in claims) does Granite Peak use for Indiana homeowners?'),
  no('GPIC Indiana homeowners weather-event load for convective storms'),

  // Granite Peak, Michigan homeowners (DOCX)
  a(
    'How many claims sat in the experience period of Granite Peak’s Michigan HO memo?',
    ['443'],
    GRANITE_MI,
    null,
  ),
  a(
    'If DIFS signs off on the Granite Peak Michigan filing late, what happens to the effective dates?',
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  a(
    'After what approval date do Granite Peak’s Michigan effective dates shift?',
    ['November 15, 2025'],
    GRANITE_MI,
    null,
  ),
  a('granite peak michigan kalamazoo / battle creek selected', ['+8.3%'], GRANITE_MI, null),
  a(
    'How long until the frozen pipe surcharge comes off a Granite Peak Michigan policy?',
    ['three claim-free years'],
    GRANITE_MI,
    null,
  ),
  a(
    'The Granite Peak MI weather-event load rests on how many years of experience?',
    ['25 years'],
    GRANITE_MI,
    null,
  ),
  a(
    "What serves as the complement of credibility in Granite's Michigan homeowners memo?",
    ['countrywide Granite Peak homeowners indication'],
    GRANITE_MI,
    null,
  ),
  all(
    'When did Granite Peak’s last Michigan HO rate change take effect, and how big was it?',
    ['March 1, 2024', '+4.8%'],
    GRANITE_MI,
    null,
  ),
  no('Granite Peak Michigan HO — selected change for the Detroit territory?'),
  no('How many quarters of data went into the Granite Peak Michigan loss trend fit?'),
  no('On what date did DIFS approve the Granite Peak Michigan homeowners filing?'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('Ridgeline CO — proposed med pay rate', ['$18'], RIDGELINE, 1),
  a('How long is the trend period in the Ridgeline Colorado auto memo?', ['39 months'], RIDGELINE, 2),
  a('How many Ridgeline Colorado policies end up with a rate decrease?', ['6,140'], RIDGELINE, 2),
  all(
    "Ridgeline's RoadWise telematics — top discount, and when can a driver reach it?",
    ['30%', 'first renewal'],
    RIDGELINE,
    2,
  ),
  a(
    'In the Ridgeline CO PPA filing, what is credibility complemented with?',
    ['Utah and Wyoming'],
    RIDGELINE,
    2,
  ),
  a('ridgeline colorado permissable loss and LAE ratio', ['74.3%'], RIDGELINE, 2),
  a(
    'Why did Ridgeline hold its Colorado comprehensive selection well below the indication?',
    ['lower comprehensive losses'],
    RIDGELINE,
    1,
  ),
  a(
    "When did Ridgeline's previous Colorado auto rate change go into effect?",
    ['November 1, 2024'],
    RIDGELINE,
    1,
  ),
  no('Ridgeline CO auto: frequency trend selected for comprehensive?'),
  no('How many Ridgeline Colorado drivers are enrolled in RoadWise today?'),
  no('What credibility does Ridgeline assign to its Colorado collision experience?'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('Under MPS 41, how long does the actuary have to keep the documentation?', ['seven years'], MPS41, 2),
  a('Which earlier standard did Standard 41 supersede?', ['No. 29'], MPS41, 1),
  a('mps 41 minimum years of data for a catastrophe provision (absent a cat model)', ['20 years'], MPS41, 2),
  a(
    'Per Standard 41, between which two points does the trend period run?',
    ['average date of loss'],
    MPS41,
    1,
  ),
  a(
    'Under 41, what should the actuary do with cat events before computing the non-cat indication?',
    ['removed from the experience', 'removed'],
    MPS41,
    2,
  ),
  a('effective date, model practice std 41', ['May 1, 2024'], MPS41, 1),
  a('Must frequency and severity always be trended separately under MPS 41?', ['when data permit'], MPS41, 1),
  a(
    'MPS 41 documentation: whom should it allow to judge whether the work is reasonable?',
    ['another qualified actuary', 'qualified actuary'],
    MPS41,
    2,
  ),
  no('Does MPS 41 require exponential or linear trend fits?'),
  no('What does Standard No. 41 say about investment income in the profit provision?'),
  no('Model Practice Standard No. 43 — effective date and subject?'),

  // Model Practice Standard No. 44 (Markdown)
  a('MPS 44 replaces which standard?', ['No. 25'], MPS44, null),
  all(
    'Per Standard 44, what three qualities should a complement of credibility have?',
    ['relevant', 'unbiased', 'independent'],
    MPS44,
    null,
  ),
  a('How does MPS 44 define a complement of credibility?', ['remaining weight'], MPS44, null),
  a(
    'With 1,082 claims, how likely is observed frequency to land close to expected under MPS 44?',
    ['90%'],
    MPS44,
    null,
  ),
  a('when did model practice standard 44 become effective', ['December 1, 2023'], MPS44, null),
  a(
    'Under the limited fluctuation method of Standard 44, how is partial credibility computed?',
    ['square root'],
    MPS44,
    null,
  ),
  a(
    'Name an acceptable complement listed in Standard No. 44.',
    ['trended prior indication', 'larger related group', 'industry loss costs'],
    MPS44,
    null,
  ),
  a(
    'std 44 — what counts as a full credibility standard, by definition',
    ['credibility of one'],
    MPS44,
    null,
  ),
  no('Under MPS 44, what minimum claim count is needed before any partial credibility is given?'),
  no('MPS 44 — full credibility standard for pure premium?'),
  no('How long must credibility documentation be retained under Standard 44?'),

  // Model Law No. 902, Unfair Claims Settlement Practices Act (HTML)
  a('ML 902 — deadline to acknowledge a claim', ['15 calendar days'], ML902, null),
  a(
    'Under the unfair claims model act, what starts the 45-day accept-or-deny clock?',
    ['proof of loss'],
    ML902,
    null,
  ),
  a('902: once a claim is accepted, how fast must the insurer pay?', ['30 days'], ML902, null),
  a('aggregate cap on penalties for knowing violations under model law 902', ['$500,000'], ML902, null),
  a('Per-violation fine for flagrant disregard, ML 902?', ['$25,000'], ML902, null),
  a('How long after a state enacts Model Law 902 does it take effect?', ['six months'], ML902, null),
  all(
    'Who adopted ML 902, and on what date?',
    ['Conference of State Insurance Regulators', 'October 14, 2022'],
    ML902,
    null,
  ),
  a('What does 902 require a written claim denial to cite?', ['specific policy provision'], ML902, null),
  no('Under ML 902, can a claimant demand appraisal of a disputed loss amount?'),
  no('Model Law No. 901 — adoption date?'),
  no('ML 902: how long may the insurer extend the accept/deny deadline if it needs more time?'),

  // Model Law No. 903, Rate Filing Transparency Act (DOCX)
  a('ML 903 — rate increase threshold that triggers a policyholder notice', ['10%'], ML903, null),
  a(
    'Under the rate filing transparency model law, how many days before renewal must the notice go out?',
    ['45 days'],
    ML903,
    null,
  ),
  all('903 consumer notice — what must it state?', ['percentage change', 'main reasons'], ML903, null),
  a(
    'At what point do rate filings become open to the public under ML 903?',
    ['approved or becomes effective'],
    ML903,
    null,
  ),
  a(
    'Can trade-secret info be held back under 903, and what must be provided instead?',
    ['public summary'],
    ML903,
    null,
  ),
  a('By how many days can the commissioner stretch a 903 review?', ['30 days'], ML903, null),
  a('When was the Rate Filing Transparency Act adopted?', ['March 9, 2024'], ML903, null),
  a('ML 903 effective date after a state enacts it', ['January 1 of the year after'], ML903, null),
  no('Does ML 903 require a public hearing on large rate increases?'),
  no('Under Model Law 903, how long do consumers have to comment on a pending filing?'),
  no('Model Law No. 906 — what does it require?'),

  // Colorado Senate Bill 25-118 (DOCX)
  a('sb 25-118 who is the sponsor in the senate', ['Alvarado'], CO_BILL, null),
  a("Who's the House sponsor of Colorado's SB 25-118?", ['Kessler'], CO_BILL, null),
  a(
    'Colorado SB 118: how far ahead of expiration must a nonrenewal notice be mailed?',
    ['60 days'],
    CO_BILL,
    null,
  ),
  a('minimum wildfire mitigation discount under the CO bill', ['5%'], CO_BILL, null),
  a(
    'Under 25-118, must an insurer hand over the wildfire risk score unprompted, or only if asked?',
    ['on request'],
    CO_BILL,
    null,
  ),
  a('max civil penalty per violation, SB 25-118', ['$2,500'], CO_BILL, null),
  a('When was SB 25-118 introduced in the Colorado Senate?', ['February 4, 2025'], CO_BILL, null),
  all(
    'From what date, and to which policies, does Colorado SB 25-118 apply?',
    ['January 1, 2026', 'issued or renewed'],
    CO_BILL,
    null,
  ),
  no('Under SB 25-118, may an insurer nonrenew a home solely because of its wildfire risk score?'),
  no('Colorado HB 25-118 — what does it do?'),
  no('When did the Governor sign SB 25-118?'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('ODI bulletin 2025-03 — date it was issued', ['March 17, 2025'], OH_BULLETIN, null),
  a('Which Ohio filings does the roof schedule bulletin apply to?', ['May 1, 2025'], OH_BULLETIN, null),
  a(
    'What option must an Ohio insurer using a roof payment schedule offer at renewal?',
    ['replacement cost'],
    OH_BULLETIN,
    null,
  ),
  a(
    'Ohio roof schedule disclosure — how far ahead of the change must it reach the insured?',
    ['30 days'],
    OH_BULLETIN,
    null,
  ),
  all(
    'What minimum premium credit does ODI expect for older roofs, and above what roof age?',
    ['5%', '10 years'],
    OH_BULLETIN,
    null,
  ),
  a(
    'How must an Ohio homeowners insurer file its roof surfacing schedule?',
    ['as a form and a rate', 'form and a rate'],
    OH_BULLETIN,
    null,
  ),
  a(
    'An Ohio rate filing that brings in a roof schedule has to demonstrate what?',
    ['premium credit'],
    OH_BULLETIN,
    null,
  ),
  a(
    'Per the Ohio bulletin, in what kind of document is the roof schedule disclosed to the policyholder?',
    ['separate notice'],
    OH_BULLETIN,
    null,
  ),
  no('ODI Bulletin 2025-02 — subject and date?'),
  no('Does Ohio Bulletin 2025-03 apply to commercial property roofs?'),
  no('Ohio roof bulletin: required discount for Class 4 impact-resistant roofs?'),
];
