// The 'fresh14' part of the answer-quality set (see questions.mjs for the fields): written in the
// sixteenth round from the documents of documents.mjs alone, blind to the engine (its code, its notes,
// its tests and its answers to these questions were not read) and to the engine's changes of that round:
// the held-out part now. Registers are mixed as in fresh13: full questions, terse search-box fragments
// with abbreviations (HO, PPA, BI, PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd
// typo, leading clauses and paraphrase far from the documents' wording. It leans on facts the earlier
// parts asked less (single table cells, conditions and exceptions, definitions, who must do what, dates of
// different roles, counts, reasons) and has compound questions (`allFacts`) whose every fact the answer
// must hold; for a PDF whose facts stand on two pages, the page is the first fact's. Every answer stands
// literally in the text. The absent questions are tempting on purpose: a neighbouring standard, model-law,
// bill or bulletin number, a coverage, peril, endorsement, form or measure the document does not give, the
// same company in another state or line, a party or date role that is not there, a figure or option the
// document does not list.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh14.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh14');

export const FRESH14_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('Summit Mutual OH HO — how many HO-3 policies are in force?', ['61,904'], SUMMIT_OH, 1),
  a(
    'When did the previous Summit Ohio homeowners rate change take effect?',
    ['August 1, 2023'],
    SUMMIT_OH,
    1,
  ),
  a('SERFF tracking # for summit mutual ohio homeowners', ['SMMI-134412'], SUMMIT_OH, 1),
  a('Summit OH HO cat load in the prior filing', ['15.9%'], SUMMIT_OH, 2),
  a(
    'How many quarters of paid frequency and severity did Summit fit its Ohio homeowners trend to?',
    ['twenty quarters'],
    SUMMIT_OH,
    2,
  ),
  a('Summit Mutual Ohio homeowners: claim count in the experience period', ['6,310'], SUMMIT_OH, 2),
  a("Summit OH HO: what's the biggest increase any single policyholder can get", ['+25%'], SUMMIT_OH, 2),
  all(
    'Summit Ohio homeowners — LAE load and the underwriting profit & contingencies provision',
    ['12.3% of losses', '5.0%'],
    SUMMIT_OH,
    2,
  ),
  no('Summit Mutual Ohio HO-3 wind/hail deductible options'),
  no('Summit Mutual Kentucky homeowners selected change'),
  no('Summit OH HO complement of credibility'),

  // Summit Mutual, Indiana private passenger auto (DOCX, with a PDF copy)
  ppa('Summit IN PPA: how many vehicles does the revision touch?', ['47,530']),
  ppa('Summit Mutual IN — selected change for property damage liab', ['+6.0%']),
  ppa('What is the selected uninsured motorists change in the Summit Indiana filing?', ['+1.5%']),
  ppa('Summit Indiana PPA: date the memo was filed', ['May 19, 2025']),
  ppa('summit in ppa ULAE as % of losses', ['9.7%']),
  ppa('How credible is bodily injury liability for Summit in Indiana?', ['88%']),
  ppa('what complement does Summit use for its Indiana auto credibility', ['trended prior indication']),
  ppaAll('Summit Indiana auto commission and profit provision', ['11.0%', '4.5%']),
  no('Summit IN PPA medical payments selected change'),
  no('Summit Mutual Indiana homeowners rate filing'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('Lakeshore Ohio auto current PD base rate', ['$104'], LAKESHORE_OH, null),
  a('lakeshore OH comp base rate today', ['$81'], LAKESHORE_OH, null),
  a("What's the current bodily injury base rate in Lakeshore's Ohio program?", ['$131'], LAKESHORE_OH, null),
  a('Lakeshore Ohio auto five-yr loss & LAE ratio', ['71.4%'], LAKESHORE_OH, null),
  a('permissible LR, Lakeshore OH auto', ['66.0%'], LAKESHORE_OH, null),
  a(
    'Lakeshore OH auto: why was the selected change held below the indication?',
    ['to limit disruption'],
    LAKESHORE_OH,
    null,
  ),
  a('complement of cred in Lakeshore OH PPA', ['industry loss cost trend'], LAKESHORE_OH, null),
  all(
    'Lakeshore OH PPA — loss trend for severity, and for frequency',
    ['+7.0%', '-0.8%'],
    LAKESHORE_OH,
    null,
  ),
  no('Lakeshore OH PPA uninsured motorists current base rate'),
  no('Lakeshore Ohio auto ULAE load'),
  no('Lakeshore OH collision proposed base rate'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('Lakeshore MI HO Grand Rapids selected', ['+11.7%'], LAKESHORE_MI, null),
  a(
    'Upper Peninsula indicated change in the Lakeshore Michigan homeowners memo',
    ['+8.2%'],
    LAKESHORE_MI,
    null,
  ),
  a(
    'Lakeshore MI homeowners — what share of non-cat losses come from water damage claims?',
    ['41%'],
    LAKESHORE_MI,
    null,
  ),
  a(
    'size of the new wind and hail deductible Lakeshore introduces in Michigan',
    ['2% of Coverage A'],
    LAKESHORE_MI,
    null,
  ),
  a(
    'Does Lakeshore’s MI wind/hail deductible apply to renewals or only to new biz?',
    ['new business'],
    LAKESHORE_MI,
    null,
  ),
  a('Lakeshore Michigan homeowners filing number', ['LKSH-MI-2025-114'], LAKESHORE_MI, null),
  a(
    'Which state agency received Lakeshore’s Michigan homeowners filing?',
    ['Michigan Department of Insurance and Financial Services'],
    LAKESHORE_MI,
    null,
  ),
  all(
    'Lakeshore Michigan water back-up endorsement limit choices',
    ['$5,000', '$15,000', '$30,000'],
    LAKESHORE_MI,
    null,
  ),
  no('Lakeshore MI HO Southwest Michigan territory selected change'),
  no('Lakeshore Michigan homeowners credibility of the experience'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('GPIC IN HO trended loss and LAE ratio', ['68.9%'], GRANITE_IN, 1),
  a('Granite Peak Indiana homeowners non-hurricane cat provision', ['21.7%'], GRANITE_IN, 1),
  a('variable expense ratio, Granite Peak Indiana HO', ['24.3%'], GRANITE_IN, 1),
  a('when do the new Granite Peak Indiana homeowners rates take effect', ['October 15, 2025'], GRANITE_IN, 1),
  a(
    'What share of the Indiana dwellings Granite Peak insures have roofs over 15 yrs old?',
    ['27%'],
    GRANITE_IN,
    2,
  ),
  a('credit for picking a $2,500 deductible — Granite Peak Indiana HO', ['14%'], GRANITE_IN, 2),
  a(
    'For older roofs in GPIC’s Indiana program, how are wind/hail losses to roof surfacing settled?',
    ['actual cash value'],
    GRANITE_IN,
    2,
  ),
  all('GPIC Indiana min all-perils deductible, old vs new', ['$500', '$1,000'], GRANITE_IN, 2),
  no('Granite Peak Indiana HO territory changes'),
  no('Granite Peak Indiana homeowners average premium after the change'),
  no('GPIC IN HO complement of credibility'),

  // Granite Peak, Michigan homeowners (DOCX)
  a('Granite Peak MI territory B policies', ['5,947'], GRANITE_MI, null),
  a('Traverse City territory selected, GPIC Michigan', ['+10.0%'], GRANITE_MI, null),
  a('Granite Peak Michigan — Marquette / UP indicated', ['+9.4%'], GRANITE_MI, null),
  a(
    'If DIFS approves the Granite Peak filing late, when do the rates take effect instead?',
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  a(
    'Granite Peak MI: approval date after which both effective dates move',
    ['November 15, 2025'],
    GRANITE_MI,
    null,
  ),
  a('How long until the GPIC frozen pipe surcharge drops off?', ['three claim-free years'], GRANITE_MI, null),
  a(
    'granite peak michigan weather-event load — how many years of experience is it based on',
    ['25 years'],
    GRANITE_MI,
    null,
  ),
  a(
    'What does Granite Peak use as the complement of credibility in Michigan?',
    ['countrywide Granite Peak homeowners indication'],
    GRANITE_MI,
    null,
  ),
  all('Granite Peak Michigan prior rate change: size and date', ['+4.8%', 'March 1, 2024'], GRANITE_MI, null),
  no('GPIC Michigan HO Detroit metro territory selected change'),
  no('Granite Peak MI homeowners ULAE load'),
  no('Granite Peak Indemnity Colorado homeowners filing'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('Ridgeline CO medical payments proposed rate', ['$18'], RIDGELINE, 1),
  a('proposed collision rate, ridgeline', ['$261'], RIDGELINE, 1),
  a('Ridgeline CO auto: how many policies does the program write?', ['31,870'], RIDGELINE, 1),
  a('Northern Front Range selected change for Ridgeline', ['+6.3%'], RIDGELINE, 1),
  a(
    'Why did Ridgeline select much less than indicated for comprehensive?',
    ['new hail deductible option'],
    RIDGELINE,
    1,
  ),
  a('Ridgeline: what share of Front Range comp losses is hail', ['63%'], RIDGELINE, 1),
  a('When did Ridgeline file with the Colorado Division of Insurance?', ['May 27, 2025'], RIDGELINE, 1),
  a('Ridgeline Colorado PPA: when did the last rate change take effect?', ['November 1, 2024'], RIDGELINE, 1),
  a('How long is the Ridgeline trend period?', ['39 months'], RIDGELINE, 2),
  a('how many BI claims did Ridgeline have in the experience period', ['2,318'], RIDGELINE, 2),
  a('UM credibility Ridgeline Colorado', ['69%'], RIDGELINE, 2),
  a('Ridgeline Colorado: permissible loss & LAE ratio', ['74.3%'], RIDGELINE, 2),
  all('Ridgeline comp credits for the $1,000 and the $2,500 hail deductible', ['11%', '18%'], RIDGELINE, 2),
  all('RoadWise discount at enrolment and its maximum at first renewal', ['5%', '30%'], RIDGELINE, 2),
  no('Ridgeline Colorado uninsured motorists severity trend'),
  no('Ridgeline Casualty Wyoming auto rate filing'),
  no('Ridgeline CO PD claim count in the experience period'),
  no('Ridgeline Colorado Boulder territory group selected change'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('when was the standard that MPS 41 superseded adopted', ['2011'], MPS41, 1),
  a('Who adopted Model Practice Std 41?', ['Standards Council'], MPS41, 1),
  a(
    'Under MPS 41, how should frequency and severity trends be considered when data permit?',
    ['separately'],
    MPS41,
    1,
  ),
  a('MPS 41 catastrophe provision — minimum years of data', ['20 years'], MPS41, 2),
  a('how long must documentation be kept under MPS 41', ['seven years'], MPS41, 2),
  a('Standard 41 sec. 5 points to which standard for the complement of credibility?', ['No. 44'], MPS41, 2),
  a(
    'Under MPS 41, who should be able to assess the reasonableness of the work from the documentation?',
    ['another qualified actuary'],
    MPS41,
    2,
  ),
  all('MPS 41 effective date and the standard it replaces', ['May 1, 2024', 'No. 29'], MPS41, 1),
  no('MPS 41 guidance on reinsurance costs'),
  no('Model Practice Standard No. 40'),
  no('MPS 41 minimum number of years in the experience period'),

  // Model Practice Standard No. 44 (Markdown)
  a('Which standard does MPS 44 replace?', ['No. 25'], MPS44, null),
  a('Std 44 definition of full credibility standard', ['given a credibility of one'], MPS44, null),
  a(
    'how does MPS 44 define the complement of credibility',
    ['the estimate to which the remaining weight is given'],
    MPS44,
    null,
  ),
  a('MPS 44: what probability does 1,082 claims give?', ['90%'], MPS44, null),
  a(
    'limited fluctuation — observed frequency within what % of expected, per Standard 44',
    ['within 5%'],
    MPS44,
    null,
  ),
  all(
    'MPS 44 scope: which three kinds of actuarial work',
    ['ratemaking', 'reserving', 'experience rating'],
    MPS44,
    null,
  ),
  all(
    'the 3 qualities a complement must have under MPS 44',
    ['relevant', 'unbiased', 'independent'],
    MPS44,
    null,
  ),
  no('MPS 44 Bornhuetter-Ferguson complement for reserving'),
  no('Standard 44 minimum credibility for small classes'),
  no('Model Practice Standard No. 43'),

  // Model Law No. 902 (HTML)
  a('Model Law 902 — penalty per violation for flagrant disregard', ['$25,000'], ML902, null),
  a('ML 902 claim acknowledgment deadline', ['15 calendar days'], ML902, null),
  a(
    'How long after proof of loss does an insurer have to accept or deny under Model Law 902?',
    ['45 days'],
    ML902,
    null,
  ),
  a('What must a written claim denial cite under ML 902?', ['specific policy provision'], ML902, null),
  a('who adopted model law no. 902', ['Conference of State Insurance Regulators'], ML902, null),
  a('ML 902 takes effect how long after a state enacts it', ['six months'], ML902, null),
  all(
    'ML 902 flagrant disregard: per-violation penalty and aggregate max',
    ['$25,000', '$1,000,000'],
    ML902,
    null,
  ),
  no('ML 902 time limit to pay a claim after a court judgment'),
  no('Model Law 902 misrepresentation of policy provisions'),
  no('ML 902 private right of action'),

  // Model Law No. 903 (DOCX)
  a('ML 903 adoption date', ['March 9, 2024'], ML903, null),
  a(
    'rate filing transparency act: when do filings become open to public inspection',
    ['once the filing is approved or becomes effective'],
    ML903,
    null,
  ),
  a('If trade secret info is withheld under ML 903, what must be provided?', ['public summary'], ML903, null),
  a('Model Law 903 policyholder notice threshold', ['more than 10%'], ML903, null),
  a('By how much can the commissioner extend a review under ML 903?', ['30 days'], ML903, null),
  a('ML 903 effective date rule', ['January 1 of the year after its enactment'], ML903, null),
  all('ML 903 consumer notice — what must it state?', ['percentage change', 'main reasons'], ML903, null),
  no('ML 903 hearing rights after a disapproval'),
  no('Model Law 903 notice lead time for rate decreases'),
  no('ML 903 filing fee'),

  // Colorado Senate Bill 25-118 (DOCX)
  a('SB 25-118 senate sponsor', ['R. Alvarado'], CO_BILL, null),
  a('when was SB 25-118 introduced', ['February 4, 2025'], CO_BILL, null),
  a(
    'Under SB 25-118, whose wildfire mitigation standards must a home meet for the discount?',
    ['wildfire mitigation standards of the division'],
    CO_BILL,
    null,
  ),
  a('SB 25-118 minimum mitigation discount', ['at least 5%'], CO_BILL, null),
  a('SB 118 civil penalty cap per violation', ['$2,500'], CO_BILL, null),
  a(
    'Colorado SB 25-118 — does it cover renewals as well as new policies?',
    ['issued or renewed'],
    CO_BILL,
    null,
  ),
  a(
    'When must an insurer disclose the wildfire risk score under the Colorado bill?',
    ['on request'],
    CO_BILL,
    null,
  ),
  no('SB 25-118 fiscal note'),
  no('Colorado SB 25-118 governor signature date'),
  no('SB 25-118 cancellation notice for nonpayment of premium'),
  no('Colorado HB 25-1182'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('ODI 2025-03 issue date', ['March 17, 2025'], OH_BULLETIN, null),
  a('the Ohio roof bulletin applies to filings submitted from when?', ['May 1, 2025'], OH_BULLETIN, null),
  a(
    'What option must insurers offer at renewal under ODI Bulletin 2025-03?',
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  a(
    'ohio bulletin: what must a rate filing introducing a roof schedule show',
    ['premium credit given in exchange'],
    OH_BULLETIN,
    null,
  ),
  no('ODI 2025-03 credit for roofs older than 20 years'),
  no('Ohio bulletin on wind/hail deductibles'),
  no('Ohio Bulletin 2025-03 department contact for questions'),

  // Across documents
  no('Pennsylvania Insurance Department roof schedule notice'),
  no('Model Law No. 906'),
];
