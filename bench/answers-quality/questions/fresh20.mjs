// The 'fresh20' part of the answer-quality set (see questions.mjs for the fields): written in the
// twenty-second round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers were not read) and to the engine's changes of that round: the held-out part
// now. Registers are mixed: full questions, terse search-box fragments with abbreviations (HO, PPA, BI,
// PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd typo, leading clauses and paraphrase
// far from the documents' wording, companies by short forms (first word, initials, possessives) and states
// by code or name, questions that compare or ask "which" among options, yes/no questions whose answer is a
// stated condition, and questions an underwriter, a product manager or a compliance officer would ask. It
// leans on single table cells, conditions and exceptions, definitions, who must do what, dates of
// different roles (filed, submitted, effective, prior, issued, introduced, adopted), counts and reasons,
// facts in the second half of the long documents, and has compound questions (`allFacts`) whose every
// fact the answer must hold; for a PDF whose facts stand on two pages, the page is the first fact's. Every
// answer stands literally in the text. The absent questions are tempting on purpose: a neighbouring
// standard, model-law, bill or bulletin number, a coverage, peril, endorsement, form or measure the
// document does not give, the same company in another state or line, a party or date role that is not
// there, a figure or option the document does not list.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh20.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh20');

export const FRESH20_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  all(
    'summit mutual OH HO — eff. date for new business vs. for renewals?',
    ['September 1, 2025', 'October 1, 2025'],
    SUMMIT_OH,
    1,
  ),
  a('Renters form in Ohio (HO-4): what increase did Summit end up picking?', ['+3.0%'], SUMMIT_OH, 1),
  a('Number of claims in Summit’s Ohio homeowners experience period?', ['6,310'], SUMMIT_OH, 2),
  a('smmi oh homeowners general expense %', ['4.6%'], SUMMIT_OH, 2),
  a(
    'What was the non-hurricane cat load in the filing before this one for Summit Ohio HO?',
    ['15.9%'],
    SUMMIT_OH,
    2,
  ),
  a(
    "Is there a ceiling on how much any one Summit Ohio homeowner's premium can go up?",
    ['+25%'],
    SUMMIT_OH,
    2,
  ),
  a(
    'Between the contents form and the condo unit-owners form, which got the bigger selected change from Summit in OH?',
    ['HO-6', 'Unit-Owners'],
    SUMMIT_OH,
    1,
  ),
  a('Summit Ohio homeowners — UW profit & contingencies load?', ['5.0%'], SUMMIT_OH, 2),
  no('Summit Mutual Ohio HO — what net cost of reinsurance provision is loaded?'),
  no('Does Summit charge a policy fee or an expense constant in its Ohio homeowners rates?'),
  no("On what date did the Ohio department approve Summit's homeowners filing SMMI-134412?"),
  no('Summit Mutual Michigan homeowners — selected overall change?'),

  // Summit Mutual, Indiana private passenger auto (DOCX and a PDF copy)
  ppaAll("Summit's Indiana auto memo: when was it filed, and when do the new rates kick in?", [
    'May 19, 2025',
    'August 15, 2025',
  ]),
  ppa('summit IN PPA — PD liab selected', ['+6.0%']),
  ppa("Indicated change for uninsured motorist in Summit's Indiana private pass. filing", ['+2.2%']),
  ppa('What severity trend did Summit settle on for BI in Indiana?', ['+6.9%']),
  ppa('ULAE load, Summit Mutual IN auto', ['9.7%']),
  ppa('For Indiana bodily injury, what does Summit give the leftover credibility weight to?', [
    'trended prior indication',
  ]),
  ppa("how many cars does Summit's IN rate revision touch", ['47,530']),
  ppa('Summit Indiana auto collision frequency trend?', ['-1.0%']),
  no('Summit Indiana PPA — when was its last rate change and by how much?'),
  no('Summit IN auto: what credit is given for higher collision deductables?'),
  no("What permissible loss ratio does Summit's Indiana auto memo derive?"),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('LKSH OH auto — current collision base rate', ['$226'], LAKESHORE_OH, null),
  a("permissible L&LAE ratio in Lakeshore's Ohio car filing", ['66.0%'], LAKESHORE_OH, null),
  a('What five-year loss and LAE ratio did Lakeshore report for Ohio PPA?', ['71.4%'], LAKESHORE_OH, null),
  a(
    'When can a Lakeshore Ohio insured start getting the DriveSmart credit?',
    ['after the first policy term', 'first policy term'],
    LAKESHORE_OH,
    null,
  ),
  all(
    "In Lakeshore's Ohio auto program, which coverage got the smallest selected increase, and how much?",
    ['Property Damage', '+3.9%'],
    LAKESHORE_OH,
    null,
  ),
  a(
    'Lakshore Ohio PPA — what is used as the complement of cred?',
    ['industry loss cost trend'],
    LAKESHORE_OH,
    null,
  ),
  a(
    'When did Lakeshore send its Ohio auto filing in to the department?',
    ['April 3, 2025'],
    LAKESHORE_OH,
    null,
  ),
  a('profit provision Lakeshore uses in its OH private passenger rates', ['3.5%'], LAKESHORE_OH, null),
  no('Lakeshore Ohio auto — med pay base rate?'),
  no('Lakeshore OH PPA ULAE as a % of losses'),
  no("How many policies (not vehicles) are in Lakeshore's Ohio auto book?"),
  no('Lakeshore Indiana homeowners — effective date of its latest change?'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('Lakeshore Michigan homeowners — Detroit metro selected?', ['+14.9%'], LAKESHORE_MI, null),
  all(
    'water backup endt limits available from Lakeshore in MI',
    ['$5,000', '$15,000', '$30,000'],
    LAKESHORE_MI,
    null,
  ),
  a(
    "Does Lakeshore's new Michigan wind/hail deductible reach existing renewals?",
    ['new business'],
    LAKESHORE_MI,
    null,
  ),
  a(
    "What share of non-cat losses came from water claims in Lakeshore's Michigan experience?",
    ['41%'],
    LAKESHORE_MI,
    null,
  ),
  a('Grand Rapids territory indicated — Lakeshore HO', ['+13.1%'], LAKESHORE_MI, null),
  a(
    'On what date did Lakeshore put its MI homeowners filing in with DIFS?',
    ['July 8, 2025'],
    LAKESHORE_MI,
    null,
  ),
  a(
    'Which Lakeshore Michigan territory has the lowest selected change?',
    ['Upper Peninsula'],
    LAKESHORE_MI,
    null,
  ),
  a(
    "How big is the new wind/hail deductible in Lakeshore's Michigan HO program?",
    ['2% of Coverage A'],
    LAKESHORE_MI,
    null,
  ),
  no('Lakeshore MI homeowners: average premium before and after?'),
  no("When did Lakeshore's previous Michigan homeowners rate change take effect?"),
  no('Lakeshore Michigan HO — variable expense ratio?'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('Granite Peak IN homeowners var expense ratio', ['24.3%'], GRANITE_IN, 1),
  a("What's GPIC's non-hurricane cat provision for Indiana?", ['21.7%'], GRANITE_IN, 1),
  a(
    'Past what roof age does Granite move Indiana wind/hail roof surfacing losses to ACV?',
    ['15 years'],
    GRANITE_IN,
    2,
  ),
  a("What % of Granite's Indiana insured homes have roofs over 15 yrs old?", ['27%'], GRANITE_IN, 2),
  a('Granite Indiana HO — what credit if the insured opts for a $2,500 deductible?', ['14%'], GRANITE_IN, 2),
  all('Granit Peak IN minimum all-perils deductible, old and new', ['$500', '$1,000'], GRANITE_IN, 2),
  a("How credible is Granite Peak's Indiana HO data?", ['91%'], GRANITE_IN, 1),
  a('Granite Indiana homeowners trended loss & LAE ratio', ['68.9%'], GRANITE_IN, 1),
  no('Granite Peak Indiana HO — selected changes by territory?'),
  no('What full-credibility claim standard does Granite use for Indiana homeowners?'),
  no('Granite Peak Indiana HO average annual premium after the revision'),

  // Model Practice Standard No. 41 (PDF, two pages)
  all(
    'MPS 41 — which standard did it supersede, and when was that one adopted?',
    ['No. 29', '2011'],
    MPS41,
    1,
  ),
  a('Record retention for ratemaking documentation under Standard 41?', ['seven years'], MPS41, 2),
  a(
    'If no cat model is used, how many years of data does std 41 want for a catastrophe provision?',
    ['20 years'],
    MPS41,
    2,
  ),
  a('Per Standard No. 41, where does the trend period start and end?', ['average date of loss'], MPS41, 1),
  a('MPS 41 applies to work done from what date?', ['May 1, 2024'], MPS41, 1),
  a(
    'Under 41, what has to happen to cat events before the non-cat indication is worked out?',
    ['removed from the experience'],
    MPS41,
    2,
  ),
  a(
    'std 41 documentation — who should be able to assess the reasonableness of the work?',
    ['another qualified actuary'],
    MPS41,
    2,
  ),
  a(
    'Does MPS 41 insist that frequency and severity always be trended separately?',
    ['when data permit'],
    MPS41,
    1,
  ),
  no('What does Model Practice Standard No. 40 cover?'),
  no('MPS 41 guidance on premium trend or on-leveling premium?'),
  no('Does Standard No. 41 say how to cap large individual losses?'),

  // Model Practice Standard No. 44 (Markdown)
  a('MPS 44 eff date', ['December 1, 2023'], MPS44, null),
  a('Which earlier standard did No. 44 supersede?', ['No. 25'], MPS44, null),
  a(
    'Limited fluctuation under 44: with 1,082 claims, what is the probability that observed frequency lands within tolerance?',
    ['90%'],
    MPS44,
    null,
  ),
  all(
    'What three tests should a complement meet under the credibility standard?',
    ['relevant', 'unbiased', 'independent'],
    MPS44,
    null,
  ),
  a('How does Standard 44 define the full credibility standard?', ['credibility of one'], MPS44, null),
  a('Is reserving inside the scope of MPS 44?', ['reserving'], MPS44, null),
  a(
    'Besides industry loss costs, name an acceptable complement under std 44.',
    ['trended prior indication', 'larger related group'],
    MPS44,
    null,
  ),
  a(
    'MPS 44: what is the complement of credibility, by definition?',
    ['estimate to which the remaining weight is given'],
    MPS44,
    null,
  ),
  no('MPS 44 — full cred standard for severity?'),
  no('Model Practice Standard No. 43 — topic?'),
  no('Std 44: how many claims are needed for full credibility of pure premium?'),

  // Model Law No. 902 (HTML)
  a('ML 902 — aggregate cap on fines for knowing violations', ['$500,000'], ML902, null),
  a('unfair claims model: how many days to acknowledge receipt?', ['15 calendar days'], ML902, null),
  a(
    'After a proper proof of loss, how long does the carrier have to accept or deny under 902?',
    ['45 days'],
    ML902,
    null,
  ),
  a('ML902 flagrant-disregard fine, per violation', ['$25,000'], ML902, null),
  a(
    'How soon after a state enacts the Unfair Claims Settlement Practices Act does it take effect?',
    ['six months'],
    ML902,
    null,
  ),
  a('What does 902 require a claim denial letter to cite?', ['specific policy provision'], ML902, null),
  a("When did the regulators' conference adopt Model Law No. 902?", ['October 14, 2022'], ML902, null),
  all(
    '902 penalties for unknowing violations: per violation and aggregate',
    ['$1,000', '$100,000'],
    ML902,
    null,
  ),
  no("ML 902: how fast must an insurer answer a regulator's inquiry?"),
  no('Does Model Law 902 apply to surplus lines carriers?'),
  no('Unfair claims act 902 — does it create a private right of action for claimants?'),

  // Model Law No. 903 (DOCX)
  a('ML 903: what size of increase triggers a policyholder notice?', ['10%'], ML903, null),
  a('Rate Filing Transparency Act — days of advance notice before renewal', ['45 days'], ML903, null),
  all('903 review clock, and by how long can the commish extend it?', ['60 days', '30 days'], ML903, null),
  a(
    'Can trade secrets be kept out of the public file under ML 903, and what takes their place?',
    ['public summary'],
    ML903,
    null,
  ),
  a(
    'Under 903, at what point is a rate filing opened up to the public?',
    ['approved or becomes effective'],
    ML903,
    null,
  ),
  a('date the Rate Filing Transparency Act was adopted', ['March 9, 2024'], ML903, null),
  a(
    'what must the 903 increase notice tell policyholders?',
    ['main reasons', 'percentage change'],
    ML903,
    null,
  ),
  a('model law 903 effective date clause', ['January 1 of the year after'], ML903, null),
  no("903 — must filings be posted on the department's website, and within how many days?"),
  no('Model Law No. 900 — what does it regulate?'),
  no('Under ML 903, can a consumer advocate intervene in a rate review?'),

  // Colorado Senate Bill 25-118 (DOCX)
  all(
    "who's sponsoring Colorado's nonrenewal / wildfire score bill in each chamber?",
    ['Alvarado', 'Kessler'],
    CO_BILL,
    null,
  ),
  a('CO SB 25-118 minimum wildfire mitigation discount', ['5%'], CO_BILL, null),
  a('colorado nonrenewal notice lead time under sb 118', ['60 days'], CO_BILL, null),
  a(
    'On what day did the Colorado wildfire-score / nonrenewal bill get introduced?',
    ['February 4, 2025'],
    CO_BILL,
    null,
  ),
  a('Max civil penalty per violation in Colorado SB 25-118?', ['$2,500'], CO_BILL, null),
  a(
    'Does SB 25-118 reach policies already in force, or only ones written or renewed after it takes effect?',
    ['issued or renewed on or after'],
    CO_BILL,
    null,
  ),
  a(
    'Must a CO insurer hand over the wildfire score unprompted, or only when the insured asks?',
    ['request'],
    CO_BILL,
    null,
  ),
  a(
    'To earn the SB 25-118 mitigation discount, what standards must a home meet?',
    ['wildfire mitigation standards of the division'],
    CO_BILL,
    null,
  ),
  no('Does SB 25-118 limit the use of credit-based insurance scores in homeowners rating?'),
  no('Colorado SB 25-118 fiscal note — what does it cost the Division?'),
  no('Under SB 25-118, can a homeowner dispute their wildfire risk score, and how?'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('ODI roof schedule bulletin — date issued', ['March 17, 2025'], OH_BULLETIN, null),
  a(
    'Ohio roof schedule bulletin applies to filings submitted from when?',
    ['May 1, 2025'],
    OH_BULLETIN,
    null,
  ),
  a(
    'What must Ohio HO carriers offer at renewal if they pay roofs on a schedule?',
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  all(
    'Ohio Bulletin 2025-03: minimum expected credit, and the roof age above which it applies',
    ['5%', '10 years'],
    OH_BULLETIN,
    null,
  ),
  a(
    'How far ahead of the change must the roof schedule notice be delivered in OH?',
    ['30 days'],
    OH_BULLETIN,
    null,
  ),
  a('Per ODI, is a roof schedule filed as a rate, a form, or both?', ['form and a rate'], OH_BULLETIN, null),
  a(
    'In Ohio, what has to be shown in a rate filing that adds a roof schedule?',
    ['premium credit'],
    OH_BULLETIN,
    null,
  ),
  a(
    'Ohio roof bulletin — can the schedule disclosure just sit in the policy, or is something separate needed?',
    ['separate notice'],
    OH_BULLETIN,
    null,
  ),
  no('ODI Bulletin 2025-01 — subject?'),
  no('Which Ohio Revised Code section does Bulletin 2025-03 cite as its authority?'),
  no('When does Ohio Bulletin 2025-03 expire or sunset?'),

  // Granite Peak, Michigan homeowners (DOCX)
  a(
    'Granite MI — what happens to the effective dates if approval comes after Nov 15?',
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  a('GPIC Michigan HO renewal effective date', ['February 1, 2026'], GRANITE_MI, null),
  a(
    "How long until Granite's Michigan frozen pipe surcharge comes off?",
    ['three claim-free years'],
    GRANITE_MI,
    null,
  ),
  all("Granite's MI homeowners: claim count and credibility %", ['443', '64%'], GRANITE_MI, null),
  a('Which Granite Michigan territory got the smallest selected change?', ['Marquette'], GRANITE_MI, null),
  a(
    'Granite MI weather-event load is built on how many years of experience?',
    ['25 years'],
    GRANITE_MI,
    null,
  ),
  a("When did Granite's prior Michigan homeowners change take effect?", ['March 1, 2024'], GRANITE_MI, null),
  a(
    "What's the complement of credibility in Granite Peak's Michigan memo?",
    ['countrywide Granite Peak homeowners indication'],
    GRANITE_MI,
    null,
  ),
  no('Granite Michigan — is there a roof ACV payment schedule for older roofs?'),
  no('GPIC Michigan comprehensive form (HO-5): selected %'),
  no('Granite MI homeowners — credit for water leak detection devices?'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('Ridgeline Colorado uninsured motorist — proposed base rate after the change', ['$43'], RIDGELINE, 1),
  a('ridgeline colorado ppa trend period length', ['39 months'], RIDGELINE, 2),
  a('Comp credit with the $2,500 hail deductible — Ridgeline', ['18%'], RIDGELINE, 2),
  a('How high can the RoadWise telematics discount go?', ['30%'], RIDGELINE, 2),
  a('How many Ridgeline CO auto policies see a decrease?', ['6,140'], RIDGELINE, 2),
  a("Ridgeline Colorado PPA — what's the complement of credibility?", ['Utah and Wyoming'], RIDGELINE, 2),
  a(
    "Why did Ridgeline hold down comprehensve's selected change in Colorado?",
    ['hail deductible option'],
    RIDGELINE,
    1,
  ),
  all(
    "Ridgeline's prior Colorado change: how much, and effective when?",
    ['+4.2%', 'November 1, 2024'],
    RIDGELINE,
    1,
  ),
  no('Ridgeline Colorado auto — good student or multi-car discount?'),
  no('What overall change did Ridgeline file in Wyoming?'),
  no('What credit does Ridgeline give for a $1,000 collision deductible?'),
];
