// The 'fresh17' part of the answer-quality set (see questions.mjs for the fields): written in the
// nineteenth round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers were not read) and to the engine's changes of that round: the held-out part
// now. Registers are mixed: full questions, terse search-box fragments with abbreviations (HO, PPA, BI,
// PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd typo, leading clauses and paraphrase
// far from the documents' wording, companies by short forms and states by code or name, questions that
// compare or ask "which" among options, and yes/no questions whose answer is a stated condition. It leans
// on single table cells, conditions and exceptions, definitions, who must do what, dates of different
// roles (filed, effective, prior, issued, introduced), counts and reasons, facts in the second half of the
// long documents, and has compound questions (`allFacts`) whose every fact the answer must hold; for a PDF
// whose facts stand on two pages, the page is the first fact's. Every answer stands literally in the text.
// The absent questions are tempting on purpose: a neighbouring standard, model-law, bill or bulletin
// number, a coverage, peril, endorsement, form or measure the document does not give, the same company in
// another state or line, a party or date role that is not there, a figure or option the document does not
// list. Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh17.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh17');

export const FRESH17_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('summit mutual OH HO-4 — how many policies?', ['9,377'], SUMMIT_OH, 1),
  a(
    'What indication did Summit come up with for condo unit-owner policies in Ohio?',
    ['+9.8%'],
    SUMMIT_OH,
    1,
  ),
  a(
    'When do existing Summit Mutual Ohio homeowners customers pick up the new rates at renewal?',
    ['October 1, 2025'],
    SUMMIT_OH,
    1,
  ),
  a(
    "Summit's Ohio non-hurricane cat load is averaged over how long a history of wind/hail loss ratios?",
    ['30-year'],
    SUMMIT_OH,
    2,
  ),
  a('smmi ohio homewoners general exp ratio', ['4.6%'], SUMMIT_OH, 2),
  all(
    "In Summit's OH HO memo, which perils are blamed for the HO-3 indication, and from which years?",
    ['wind and hail losses', '2023 and 2024'],
    SUMMIT_OH,
    1,
  ),
  a('Summit Mutual OH homeowners — commission & brokerage load', ['14.0%'], SUMMIT_OH, 2),
  a(
    "Once Summit's Ohio homeowners revision is in, what will the typical yearly premium be?",
    ['$1,819'],
    SUMMIT_OH,
    2,
  ),

  // Summit Mutual, Indiana private passenger auto (DOCX and a one-page PDF copy)
  ppa('summit IN auto — how many vehicles does the revision hit?', ['47,530']),
  ppa("Selected change for uninsured motorist coverage in Summit's Indiana PPA memo", ['+1.5%']),
  ppa('what severity trend did Summit Mutual choose for collision in Indiana', ['+8.2%']),
  ppa("How much credibility does bodily injury get in Summit's IN auto filing?", ['88%']),
  ppa('summit indiana ppa BI complement of credibilty', ['trended prior indication']),
  ppa('For Summit Mutual’s Indiana car rates, what frequency trend was picked for BI?', ['-0.4%']),
  ppaAll('SMMI-134389: indicated vs selected for collision?', ['+11.2%', '+9.8%']),
  ppa('Summit IN PPA — premium trend per annum', ['+2.1%']),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('When did Lakeshore send its Ohio PPA filing in to ODI?', ['April 3, 2025'], LAKESHORE_OH, null),
  a('lakeshore OH auto # of vehicles insured', ['112,640'], LAKESHORE_OH, null),
  a("What's Lakeshore's current base rate for comp in Ohio?", ['$81'], LAKESHORE_OH, null),
  a('Lakeshore Ohio PPA permissible loss+LAE ratio', ['66.0%'], LAKESHORE_OH, null),
  a(
    'What does Lakeshore weigh against its own Ohio auto experience as the complement?',
    ['industry loss cost trend'],
    LAKESHORE_OH,
    null,
  ),
  a(
    'Is the DriveSmart discount available from day one of a Lakeshore policy?',
    ['after the first policy term'],
    LAKESHORE_OH,
    null,
  ),
  all('lakeshore ohio auto loss trend — severity and frequency', ['+7.0%', '-0.8%'], LAKESHORE_OH, null),
  a(
    'Why did Lakeshore temper its OH rate change below the +8.8% indication?',
    ['limit disruption'],
    LAKESHORE_OH,
    null,
  ),

  // Lakeshore, Michigan homeowners (Markdown)
  a(
    "On what date was Lakeshore's Michigan HO filing lodged with DIFS?",
    ['July 8, 2025'],
    LAKESHORE_MI,
    null,
  ),
  a('lakeshore MI homeowners eff. date', ['November 1, 2025'], LAKESHORE_MI, null),
  a(
    'What proportion of non-cat losses were water claims for Lakeshore in Michgan?',
    ['41%'],
    LAKESHORE_MI,
    null,
  ),
  a('Grand Rapids area selected change — Lakeshore MI HO', ['+11.7%'], LAKESHORE_MI, null),
  a(
    'Which Lakeshore Michigan territory has the steepest indicated increase?',
    ['Detroit metro'],
    LAKESHORE_MI,
    null,
  ),
  a(
    'How large is the separate wind/hail deductible Lakeshore is bringing in for Michigan homes?',
    ['2% of Coverage A'],
    LAKESHORE_MI,
    null,
  ),
  all(
    'water backup endt limits offered by Lakeshore in MI',
    ['$5,000', '$15,000', '$30,000'],
    LAKESHORE_MI,
    null,
  ),
  a('lakeshore michigan HO cat provision, % of premium', ['11.2%'], LAKESHORE_MI, null),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('GPIC IN HO fixed expense ratio', ['6.1%'], GRANITE_IN, 1),
  a('When was SERFF GPIC-2025-2207 filed?', ['June 27, 2025'], GRANITE_IN, 1),
  a("Granite Peak's Indiana homeowners rates take effect when?", ['October 15, 2025'], GRANITE_IN, 1),
  a('non-hurricane catastrophe load, Granite Peak Indiana', ['21.7%'], GRANITE_IN, 1),
  a(
    'Above what roof age does Granite settle wind & hail roof surfacing losses at ACV in Indiana?',
    ['older than 15 years'],
    GRANITE_IN,
    2,
  ),
  a("What fraction of Granite's Indiana insured dwellings have roofs past 15 years?", ['27%'], GRANITE_IN, 2),
  all('granite peak indiana: minimum all-perils deductible, old and new', ['$500', '$1,000'], GRANITE_IN, 2),
  a(
    'If an Indiana Granite Peak insured picks a $2,500 deductible, what credit do they get?',
    ['14%'],
    GRANITE_IN,
    2,
  ),

  // Granite Peak, Michigan homeowners (DOCX)
  a('GPIC-2025-2391 — renewal effective date', ['February 1, 2026'], GRANITE_MI, null),
  a(
    'Which Granite Peak Michigan territory is held right at the +10.0% cap?',
    ['Traverse City and northwest'],
    GRANITE_MI,
    null,
  ),
  a('granite MI HO Kalamazoo/Battle Creek policy count', ['5,947'], GRANITE_MI, null),
  a('Granite Peak Michigan renters (HO-4) selected change', ['+3.5%'], GRANITE_MI, null),
  all(
    "Granite's Michigan frozen pipe surcharge: how much, and when does it drop off?",
    ['12%', 'three claim-free years'],
    GRANITE_MI,
    null,
  ),
  a(
    "How many years of experience underlie Granite Peak's MI weather-event load?",
    ['25 years'],
    GRANITE_MI,
    null,
  ),
  all(
    'Granite Peak Michigan HO: claim count in the experience period and the resulting credibility?',
    ['443', '64%'],
    GRANITE_MI,
    null,
  ),
  a(
    "What happens to Granite's Michigan effective dates if DIFS signs off after Nov 15, 2025?",
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  a(
    "When did Granite Peak's previous Michigan rate change take effect?",
    ['March 1, 2024'],
    GRANITE_MI,
    null,
  ),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('When was RDGC-2025-0418 filed with the Colorado Division?', ['May 27, 2025'], RIDGELINE, 1),
  a('Ridgeline CO — proposed UM rate', ['$43'], RIDGELINE, 1),
  a('How much of Front Range comprehensive loss comes from hail, per Ridgeline?', ['63%'], RIDGELINE, 1),
  a(
    "Of BI, UM and collision, which gets the biggest selected increase in Ridgeline's Colorado auto filing?",
    ['+9.1%'],
    RIDGELINE,
    1,
  ),
  a('ridgeline colorado trend period (months)', ['39 months'], RIDGELINE, 2),
  all(
    'Ridgeline CO uninsured motorists: claims in the experience period and credibility %',
    ['512', '69%'],
    RIDGELINE,
    2,
  ),
  a(
    'What does Ridgeline use as the complement of credibility in Colorado?',
    ['combined Utah and Wyoming indication'],
    RIDGELINE,
    2,
  ),
  a('How many Ridgeline Colorado policies get a rate cut?', ['6,140'], RIDGELINE, 2),
  all('RoadWise telematics — starting discount and the most it can reach', ['5%', '30%'], RIDGELINE, 2),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('MPS 41 applies to work performed starting when?', ['May 1, 2024'], MPS41, 1),
  a('Which earlier standard did Model Practice Standard 41 replace?', ['No. 29'], MPS41, 1),
  a('In what year was the standard that No. 41 superseded adopted?', ['2011'], MPS41, 1),
  a('std 41 cat provision — minimum yrs of data', ['20 years'], MPS41, 2),
  a('How long does MPS No. 41 want ratemaking documentation kept?', ['seven years'], MPS41, 2),
  a(
    'Under MPS 41, should frequency and severity trend be looked at together or apart?',
    ['separately'],
    MPS41,
    1,
  ),
  a(
    'Per Standard 41, the trend period runs to the average date of loss in which period?',
    ['the period the rates will be in effect'],
    MPS41,
    1,
  ),
  a(
    'Where does MPS 41 send actuaries for guidance on choosing a complement of credibility?',
    ['Model Practice Standard No. 44'],
    MPS41,
    2,
  ),

  // Model Practice Standard No. 44 (Markdown)
  a(
    "What's the effective date of the credibility procedures standard (No. 44)?",
    ['December 1, 2023'],
    MPS44,
    null,
  ),
  a('MPS #44 — which earlier standard does it supersede?', ['No. 25'], MPS44, null),
  a('How does MPS 44 define the full credibility standard?', ['given a credibility of one'], MPS44, null),
  all(
    '1,082 claims under limited fluctuation: what probability, and within what % of expected?',
    ['90%', '5%'],
    MPS44,
    null,
  ),
  a(
    'Per Std 44, a complement must be relevant, unbiased and what else?',
    ['independent of the subject experience'],
    MPS44,
    null,
  ),
  a('In MPS 44 how is partial credibility calculated?', ['square root'], MPS44, null),
  a(
    'Besides ratemaking and reserving, what other work does Standard No. 44 reach?',
    ['experience rating'],
    MPS44,
    null,
  ),

  // Model Law No. 902, Unfair Claims Settlement Practices (HTML)
  a('Model Law No. 902 — adopted when?', ['October 14, 2022'], ML902, null),
  a(
    'Under the unfair claims settlement model, how quickly must a claim be acknowledged?',
    ['15 calendar days'],
    ML902,
    null,
  ),
  a('ML 902: deadline to accept or deny after proof of loss', ['45 days'], ML902, null),
  a(
    'Once a claim is accepted, how long does the insurer have to pay under ML 902?',
    ['30 days of acceptance'],
    ML902,
    null,
  ),
  a(
    'What does a claim denial letter have to reference under 902?',
    ['specific policy provision'],
    ML902,
    null,
  ),
  a('Knowing violation of the unfair claims act — fine per violation?', ['$5,000'], ML902, null),
  all(
    'ML902 violations not knowingly committed: per-violation penalty and aggregate ceiling',
    ['$1,000', '$100,000'],
    ML902,
    null,
  ),
  a(
    'How soon after a state enacts ML 902 does it take effect?',
    ['six months after its enactment'],
    ML902,
    null,
  ),

  // Model Law No. 903, Rate Filing Transparency (DOCX)
  a('When was the Rate Filing Transparency Act model adopted?', ['March 9, 2024'], ML903, null),
  a(
    'Under ML 903, at what point do filings open to public inspection?',
    ['approved or becomes effective'],
    ML903,
    null,
  ),
  a(
    'Can an insurer keep trade secrets out of public view under 903, and on what condition?',
    ['public summary'],
    ML903,
    null,
  ),
  a(
    'What size of rate hike triggers the policyholder notice in Model Law 903?',
    ['more than 10%'],
    ML903,
    null,
  ),
  a('Lead time for the ML 903 consumer rate notice before renewal?', ['45 days'], ML903, null),
  a('ML 903: how long does the commissioner get to rule on a filing?', ['60 days'], ML903, null),
  a('Can the commish extend a 903 review, and for how long?', ['30 days'], ML903, null),
  a('Model Law 903 effective date after a state enacts it', ['January 1 of the year after'], ML903, null),

  // Colorado Senate Bill 25-118 (DOCX)
  a('colorado SB 25-118, date introduced in the senate', ['February 4, 2025'], CO_BILL, null),
  all(
    "Who's carrying SB 25-118 — the sponsors in each chamber?",
    ['R. Alvarado', 'M. Kessler'],
    CO_BILL,
    null,
  ),
  a(
    'How many days before expiration must CO insurers mail a HO nonrenewal notice under the bill?',
    ['60 days'],
    CO_BILL,
    null,
  ),
  a('Does the Colorado nonrenewal notice need to give a reason?', ['specific reason'], CO_BILL, null),
  a('sb 118 wildfire mitigation discount minimum', ['5%'], CO_BILL, null),
  a("Max civil penalty per violation in Colorado's SB 25-118", ['$2,500'], CO_BILL, null),
  a(
    "What's the effective date of the Colorado homeowners nonrenewal bill?",
    ['January 1, 2026'],
    CO_BILL,
    null,
  ),
  a(
    'When must a Colorado insurer disclose a wildfire risk score to the policyholder?',
    ['on request'],
    CO_BILL,
    null,
  ),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('what day did Ohio put out its roof surfacing bulletin?', ['March 17, 2025'], OH_BULLETIN, null),
  a(
    'Which filings does Ohio Bulletin 2025-03 apply to — submitted from what date?',
    ['May 1, 2025'],
    OH_BULLETIN,
    null,
  ),
  a(
    "Under ODI's roof schedule bulletin, what must insurers offer at renewal?",
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  a('How far ahead must the roof schedule notice be delivered in Ohio?', ['30 days'], OH_BULLETIN, null),
  a('Ohio roof bulletin: minimum expected premium credit', ['5%'], OH_BULLETIN, null),
  a(
    'For which roofs does the Ohio department expect that minimum credit?',
    ['older than 10 years'],
    OH_BULLETIN,
    null,
  ),
  a('How must an Ohio insurer file a roof surfacing schedule?', ['as a form and a rate'], OH_BULLETIN, null),

  // Absent: the answer is in none of the documents
  no('Summit Mutual Ohio homeowners — permissible loss & LAE ratio?'),
  no('summit OH HO-2 Broad Form selected change'),
  no('What premium trend did Summit Mutual select for its Ohio homeowners indication?'),
  no('Summit Mutual Indiana auto: what permissible loss and LAE ratio does the memo derive?'),
  no('summit IN PPA taxes licenses and fees %'),
  no("How many policies (not vehicles) are in Summit's Indiana auto book?"),
  no('Lakeshore OH auto med pay indicated change'),
  no('What ULAE load does Lakeshore use in its Ohio private passenger filing?'),
  no("Lakeshore's Ohio homeowners program — overall rate change requested?"),
  no('Lakeshore Michigan homeowners ice dam endorsement limits'),
  no("What was the prior rate change in Lakeshore's Michigan homeowners program?"),
  no("How credible is Lakeshore's Michigan HO experience?"),
  no('Granite Peak Indiana HO — credit for a $5,000 deductible?'),
  no('Granite Peak Indiana homeowners: average annual premium after the change'),
  no('What complement of credibility does Granite Peak use in Indiana?'),
  no('Granite Peak MI HO wind/hail deductible as a % of Coverage A'),
  no("Does Granite Peak's Michigan filing pay older roofs on an ACV schedule?"),
  no('granite peak MI homeowners taxes, licenses & fees load'),
  no('Ridgeline CO PPA: credit for a $1,000 collision deductible'),
  no('Ridgeline Colorado underinsured motorists (UIM) selected change'),
  no("Ridgeline's Colorado auto average premium per policy, before and after"),
  no('ridgeline CO auto — allocated LAE (ALAE) load?'),
  no('Model Practice Standard No. 42 — effective date?'),
  no('MPS 41: minimum number of quarters of data for a loss trend fit?'),
  no('Does Standard 41 address reinsurance costs in prospective rates?'),
  no('Model Practice Standard No. 45 — scope?'),
  no('What full credibility standard does MPS 44 set for claim severity?'),
  no('In what year was Model Practice Standard No. 25 adopted?'),
  no('When was Model Law No. 900 adopted?'),
  no('Under ML 902, how many days does an insurer have to begin its investigation of a claim?'),
  no('ML 902: can the commissioner suspend or revoke a license for flagrant violations?'),
  no('Penalty for failing to send the 903 consumer notice?'),
  no('Model Law No. 904 — what does it cover?'),
  no("ML 903: is a filing deemed approved if the commissioner doesn't act within the review period?"),
  no('Colorado SB 25-117 — what does it do?'),
  no('Under SB 25-118, how much notice is required for a midterm cancellation?'),
  no('Which Senate committee heard SB 25-118?'),
  no('When was SB 25-118 introduced in the House?'),
  no('ODI Bulletin 2025-04 — what does it cover?'),
  no('Ohio roof bulletin — max annual depreciation allowed on a roof schedule?'),
  no('Who signed ODI Bulletin 2025-03?'),
];
