// The 'fresh6' part of the answer-quality set (see questions.mjs for the fields): written in the eighth
// round from the documents of documents.mjs alone, blind to the engine (its code, its notes, its tests and
// its answers to these questions were not read) and to the engine's changes of that round: the held-out
// part now. It mixes registers: full questions as a regulator, a pricing actuary or a market-conduct
// examiner would put them, terse search-box fragments with abbreviations (HO, PPA, BI, PD, UM, LAE, ULAE,
// PLR, P&C, MPS, ML, SB, DOI, DIFS, SERFF, GPIC, OH/IN/MI/CO) and the odd typo, and paraphrase far from the
// documents' wording (ask, uplift, kicks in, book, shop, exposures). It asks for table cells picked by row
// and column, dates with a role (filed, submitted, issued, introduced, adopted, in force, prior change,
// renewals), competing percentages (indicated, selected, prior, trend, expense and catastrophe loads),
// money, counts, bodies, definitions, yes/no questions answered by a condition, lists and conditions.
// Every answer stands literally in the text; none is worked out from two figures. The absent questions are
// tempting on purpose: a neighbouring form, section, territory, standard or bulletin number, the same
// company in another state or line, a coverage, expense, date role or figure the document does not give,
// and questions whose answer type the nearby text lacks. Page = the PDF page ("=== page ===" in the
// source); null for HTML, Markdown and DOCX. Checked with check-facts.mjs fresh6.
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

const { a, no, ppa } = partHelpers('fresh6');

export const FRESH6_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('Summit Mutual Ohio HO: what did the actuaries indicate statewide?', ['11.6%'], SUMMIT_OH, 1),
  a('summit ohio homeowners new biz effective', ['September 1, 2025'], SUMMIT_OH, 1),
  a('How many HO-4 renters policies does Summit have in Ohio?', ['9,377'], SUMMIT_OH, 1),
  a('Summit OH condo unit-owners form indicated change', ['9.8%'], SUMMIT_OH, 1),
  a('When did the last Summit Ohio homeowners rate change take effect?', ['August 1, 2023'], SUMMIT_OH, 1),
  a('summit oh ho cat load vs. the previous filing - what was it before?', ['15.9%'], SUMMIT_OH, 2),
  a('Summit Mutual Ohio: claim count in the experience period', ['6,310'], SUMMIT_OH, 2),
  a('Summit OH HO general expense ratio', ['4.6%'], SUMMIT_OH, 2),
  a('What is the maximum increase any Summit Ohio homeowner will see?', ['25%'], SUMMIT_OH, 2),
  a('Summit Ohio homeowners UW profit & contingencies load', ['5.0%'], SUMMIT_OH, 2),
  a('Summit OH: how many years of wind/hail loss ratios back the cat provision?', ['30-year'], SUMMIT_OH, 2),
  a('summit mutual ohio homeowners written premium affected', ['$142.7 million'], SUMMIT_OH, 1),
  no('Summit Mutual Ohio HO-2 broad form indicated change'),
  no('Summit Ohio homeowners premium trend per year'),
  no('When did Summit file its Michigan homeowners rates?'),
  a('Summit OH HO: what drove the HO-3 indication?', ['wind and hail losses'], SUMMIT_OH, 1),
  a('Summit Ohio loss trend: how many quarters of data were fitted?', ['twenty quarters'], SUMMIT_OH, 2),

  // Summit Mutual, Indiana private passenger auto (DOCX and a PDF copy)
  ppa('Summit Indiana PPA: uninsured motorist selected', ['1.5%']),
  ppa('what collision increase did summit mutual actually file for in indiana (selected)?', ['9.8%']),
  ppa('Summit IN auto comprehensive indication', ['8.9%']),
  ppa('Summit Indiana auto BI severity trend', ['6.9%']),
  ppa('Summit IN PPA collision frequency trend', ['-1.0%']),
  ppa('summit mutual IN auto commision %', ['11.0%']),
  ppa('What is the complement of credibility in the Summit Indiana auto memo?', ['trended prior indication']),
  ppa('Summit Indiana PPA SERFF tracking number', ['SMMI-134389']),
  no('Summit Indiana auto rental reimbursement indicated change'),
  no('Summit IN PPA territory with the largest selected change'),
  no('When was the prior Summit Indiana auto rate change effective?'),
  ppa('Summit IN BI credibility', ['88%']),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('Lakeshore OH auto: current collision base rate', ['$226'], LAKESHORE_OH, null),
  a('lakeshore ohio PD selected', ['3.9%'], LAKESHORE_OH, null),
  a('What was the indicated change for Lakeshore Ohio comprehensive?', ['10.2%'], LAKESHORE_OH, null),
  a(
    'On what date did Lakeshore submit its Ohio auto filing to the department?',
    ['April 3, 2025'],
    LAKESHORE_OH,
    null,
  ),
  a('Lakeshore OH PPA permissible loss & LAE ratio', ['66.0%'], LAKESHORE_OH, null),
  a('How credible is the Lakeshore Ohio auto experience?', ['82%'], LAKESHORE_OH, null),
  a('Lakeshore Ohio auto: what is used as the complement?', ['industry loss cost trend'], LAKESHORE_OH, null),
  a(
    'When does the Lakeshore DriveSmart discount start to apply?',
    ['after the first policy term'],
    LAKESHORE_OH,
    null,
  ),
  no('Lakeshore Ohio auto proposed collision base rate after the change'),
  no('Lakeshore OH PPA medical payments selected change'),
  no('How many policies are in the Lakeshore Ohio auto program?'),
  a('Why did Lakeshore temper its Ohio auto selection?', ['limit disruption'], LAKESHORE_OH, null),
  a('Lakeshore OH severity trend', ['7.0%'], LAKESHORE_OH, null),

  // Lakeshore, Michigan homeowners (Markdown)
  a('Lakeshore Michigan HO territory 3 selected', ['9.5%'], LAKESHORE_MI, null),
  a('Lakeshore MI homeowners: indicated for the Detroit metro territory', ['18.4%'], LAKESHORE_MI, null),
  a(
    'Which water backup limits does Lakeshore offer in Michigan?',
    ['$5,000, $15,000 and $30,000'],
    LAKESHORE_MI,
    null,
  ),
  a('Lakeshore MI HO wind/hail deductible', ['2% of Coverage A'], LAKESHORE_MI, null),
  a(
    'What share of non-cat losses is water damage in the Lakeshore Michigan filing?',
    ['41%'],
    LAKESHORE_MI,
    null,
  ),
  a('Lakeshore Michigan homeowners cat provision', ['11.2%'], LAKESHORE_MI, null),
  a('when was lakeshore MI HO filed w/ DIFS', ['July 8, 2025'], LAKESHORE_MI, null),
  no('Lakeshore Michigan HO territory 4 number of policies'),
  no('Lakeshore MI homeowners credibility percentage'),
  no('Lakeshore MI homeowners prior rate change'),
  a('Lakeshore Michigan territory 2 - what area is it?', ['Grand Rapids'], LAKESHORE_MI, null),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('Granite Peak Indiana HO variable expense ratio', ['24.3%'], GRANITE_IN, 1),
  a('GPIC IN homeowners: non-hurricane cat provision', ['21.7%'], GRANITE_IN, 1),
  a('Granite Peak Indiana: trended loss & LAE ratio', ['68.9%'], GRANITE_IN, 1),
  a('What credit does Granite Peak give in Indiana for a $2,500 deductible?', ['14%'], GRANITE_IN, 2),
  a('Granite Peak IN new minimum all-perils deductible', ['$1,000'], GRANITE_IN, 2),
  a(
    'How are old roofs settled for wind and hail under the Granite Peak Indiana program?',
    ['actual cash value'],
    GRANITE_IN,
    2,
  ),
  a('share of Indiana dwellings w/ roofs over 15 yrs (Granite Peak)', ['27%'], GRANITE_IN, 2),
  a('granite peak indiana HO filing date', ['June 27, 2025'], GRANITE_IN, 1),
  no('Granite Peak Indiana homeowners selected change for territory 2'),
  no('Granite Peak IN HO average premium after the change'),
  no('What roof age triggers the payment schedule in Granite Peak Michigan?'),
  a('Granite Peak IN: old minimum deductible before the increase', ['$500'], GRANITE_IN, 2),
  a('Granite Peak Indiana HO fixed expense ratio', ['6.1%'], GRANITE_IN, 1),

  // Granite Peak, Michigan homeowners (DOCX)
  a('Granite Peak MI territory C indicated', ['16.5%'], GRANITE_MI, null),
  a('How many policies are in Granite Peak Michigan territory B (Kalamazoo)?', ['5,947'], GRANITE_MI, null),
  a('GPIC Michigan HO-6 selected change', ['6.4%'], GRANITE_MI, null),
  a('What is the frozen pipe surcharge in Granite Peak Michigan?', ['12%'], GRANITE_MI, null),
  a('Granite Peak MI ice dam endorsement limits', ['$5,000 or $20,000'], GRANITE_MI, null),
  a('granite peak michigan weather load', ['9.4% of premium'], GRANITE_MI, null),
  a('How credible is Granite Peak’s Michigan homeowners experience?', ['64%'], GRANITE_MI, null),
  a('Granite Peak Michigan: cap on any territory’s selected change', ['10.0%'], GRANITE_MI, null),
  no('Granite Peak Michigan HO-4 policy count'),
  no('Granite Peak MI homeowners wind and hail deductible percentage'),
  no('GPIC Michigan territory D current base rate'),
  a(
    'GPIC MI: after how long without claims does the frozen pipe surcharge come off?',
    ['three claim-free years'],
    GRANITE_MI,
    null,
  ),
  a(
    'Granite Peak Michigan weather-event load: which perils does it cover?',
    ['severe convective storms'],
    GRANITE_MI,
    null,
  ),
  a(
    'How many years of experience underlie the Granite Peak MI weather load?',
    ['25 years'],
    GRANITE_MI,
    null,
  ),
  a('granite peak MI HO avg premium before the change', ['$1,412'], GRANITE_MI, null),
  a('GPIC Michigan claim count in experience period', ['443'], GRANITE_MI, null),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('Ridgeline CO med pay proposed rate', ['$18'], RIDGELINE, 1),
  a('Ridgeline Colorado UM current rate', ['$39'], RIDGELINE, 1),
  a('Ridgeline Casualty CO collision indicated change', ['13.9%'], RIDGELINE, 1),
  a('How many vehicles does Ridgeline insure in Colorado Springs and Pueblo?', ['13,480'], RIDGELINE, 1),
  a('Ridgeline CO auto Northern Front Range selected', ['6.3%'], RIDGELINE, 1),
  a('Ridgeline Colorado: number of policies', ['31,870'], RIDGELINE, 1),
  a('Ridgeline CO comprehensive pure premium trend', ['10.5%'], RIDGELINE, 2),
  a('how long is the Ridgeline trend period', ['39 months'], RIDGELINE, 2),
  a('Ridgeline Colorado PPA other acquisition expense', ['3.8%'], RIDGELINE, 2),
  a('What permissible loss and LAE ratio does Ridgeline get in Colorado?', ['74.3%'], RIDGELINE, 2),
  a('Ridgeline CO: comp credit for the $2,500 hail deductible', ['18%'], RIDGELINE, 2),
  a(
    'Ridgeline CO auto: which indication serves as the complement of credibility?',
    ['Utah and Wyoming'],
    RIDGELINE,
    2,
  ),
  no('Ridgeline Colorado medical payments credibility'),
  no('Ridgeline CO auto Western Slope current collision rate'),
  no('When did Ridgeline file its Utah auto rates?'),
  a('Why is Ridgeline holding down its comprehensive selection?', ['hail deductible option'], RIDGELINE, 1),
  a('Ridgeline CO: cap on any individual policyholder change', ['20%'], RIDGELINE, 2),
  a('RoadWise discount at enrolment', ['5% on enrolment'], RIDGELINE, 2),
  a('Ridgeline avg premium per vehicle before the revision', ['$1,286'], RIDGELINE, 2),
  a('Ridgeline Denver metro vehicle count', ['24,610'], RIDGELINE, 1),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('Under Standard 41, how long must documentation be retained?', ['seven years'], MPS41, 2),
  a('Min years of data for a cat provision under MPS 41', ['20 years'], MPS41, 2),
  a('Per MPS 41, where does the trend period end?', ['period the rates will be in effect'], MPS41, 1),
  no('MPS 41 Section 7 requirements'),
  no('What year was Model Practice Standard No. 41 adopted?'),
  a(
    'MPS 41: from what point does the trend period run?',
    ['average date of loss in the experience period'],
    MPS41,
    1,
  ),
  a(
    'Under MPS 41, what must be taken out of the experience before the non-cat indication?',
    ['Events'],
    MPS41,
    2,
  ),
  a(
    'MPS 41 documentation test: who should be able to assess the work?',
    ['another qualified actuary'],
    MPS41,
    2,
  ),

  // Model Practice Standard No. 44 (Markdown)
  a('MPS 44: what probability does the 1,082-claim standard give?', ['90%'], MPS44, null),
  a('Does Standard 44 apply to reserving?', ['reserving'], MPS44, null),
  a('Define "full credibility standard" per MPS 44', ['credibility of one'], MPS44, null),
  a('Acceptable complements of credibility listed in MPS 44', ['a larger related group'], MPS44, null),
  no('MPS 44 full credibility standard for pure premium'),
  no('Who chairs the Standards Council of the Casualty Rating Institute?'),
  a(
    'What qualities must a complement of credibility have under Standard 44?',
    ['relevant, unbiased and independent'],
    MPS44,
    null,
  ),
  a('Std 44: how is partial credibility computed?', ['square root'], MPS44, null),

  // Model Law No. 902 (HTML)
  a('ML 902: aggregate cap for knowingly committed violations', ['$500,000'], ML902, null),
  a(
    'How many days does an insurer have to acknowledge a claim under Model Law 902?',
    ['15 calendar days'],
    ML902,
    null,
  ),
  a('Model Law 902 per-violation penalty for flagrant disregard', ['$25,000'], ML902, null),
  a('ML 902: what must a written denial cite?', ['specific policy provision'], ML902, null),
  no('ML 902 Section 6 requirements'),
  no('Model Law 902: days to pay a claim after a court judgment'),
  a('ML 902: when does the act take effect after a state enacts it?', ['six months after'], ML902, null),
  a('ML 902 deadline to accept or deny after proof of loss', ['45 days'], ML902, null),

  // Model Law No. 903 (DOCX)
  a('Model Law 903: by how much can the commissioner extend a review?', ['30 days'], ML903, null),
  a('Can trade secrets be withheld under Model Law 903?', ['withheld on request'], ML903, null),
  a('ML 903 commissioner review deadline', ['60 days'], ML903, null),
  no('Model Law 903 penalty for failing to send the consumer notice'),
  no('ML 903: notice period for rate decreases'),
  a('When do rate filings become public under ML 903?', ['approved or becomes effective'], ML903, null),
  a('ML 903 consumer notice contents', ['main reasons'], ML903, null),
  a('ML 903 effective date', ['January 1 of the year after'], ML903, null),

  // Colorado Senate Bill 25-118 (DOCX)
  a('Who sponsored Colorado SB 25-118?', ['R. Alvarado'], CO_BILL, null),
  a('SB25-118: how early must a non-renewal notice be mailed', ['60 days'], CO_BILL, null),
  a('Colorado SB 25-118 minimum wildfire mitigation discount', ['5%'], CO_BILL, null),
  a('Colorado wildfire bill civil penalty per violation', ['$2,500'], CO_BILL, null),
  no('SB 25-118: which vendor supplies the wildfire risk scores?'),
  no('Colorado SB 25-117 effective date'),
  a('SB 25-118: must the insurer give policyholders their wildfire score?', ['on request'], CO_BILL, null),
  a('SB 25-118 House sponsor', ['M. Kessler'], CO_BILL, null),
  a('Which policies does SB 25-118 apply to?', ['issued or renewed on or after'], CO_BILL, null),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('Ohio DOI bulletin 2025-03: date issued', ['March 17, 2025'], OH_BULLETIN, null),
  a(
    'Ohio roof schedule bulletin: which filings does it apply to?',
    ['on or after May 1, 2025'],
    OH_BULLETIN,
    null,
  ),
  a(
    'Per the Ohio roof bulletin, what option must insurers offer at renewal?',
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  a('Ohio bulletin 2025-03: days of notice before a roof schedule change', ['30 days'], OH_BULLETIN, null),
  no('Ohio bulletin 2025-03: minimum premium credit for roofs older than 20 years'),
  no('Ohio DOI bulletin 2025-02 subject'),
  a('Ohio bulletin 2025-03: how must a roof schedule be filed?', ['as a form and a rate'], OH_BULLETIN, null),
  a(
    'Ohio roof bulletin: what must a rate filing introducing a roof schedule show?',
    ['premium credit'],
    OH_BULLETIN,
    null,
  ),
];
