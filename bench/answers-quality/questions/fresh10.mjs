// The 'fresh10' part of the answer-quality set (see questions.mjs for the fields): written in the twelfth
// round from the documents of documents.mjs alone, blind to the engine (its code, its notes, its tests and
// its answers to these questions were not read) and to the engine's changes of that round: the held-out
// part now. Registers are mixed as in fresh9: full questions, terse search-box fragments with
// abbreviations (HO, PPA, BI, PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd typo,
// leading clauses and paraphrase far from the documents' wording. It leans on facts the earlier parts
// asked less (filing and adoption dates, policy and vehicle counts, single table cells, the roles,
// conditions and exceptions of the standards, model laws, bill and bulletin: who must do what, to whom,
// by when) and has compound questions (`allFacts`) whose every fact the answer must hold; for a PDF whose
// facts stand on two pages, the page is the first fact's. Every answer stands literally in the text. The
// absent questions are tempting on purpose: a neighbouring section, standard, model-law or bill number, a
// coverage, form or measure the document does not give, the same company in another state.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh10.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh10');

export const FRESH10_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('when did summit mutual file its ohio homeowners memo', ['June 2, 2025'], SUMMIT_OH, 1),
  a('Summit OH HO renewal eff. date', ['October 1, 2025'], SUMMIT_OH, 1),
  a('Summit Ohio special form policy count', ['61,904'], SUMMIT_OH, 1),
  a('renters form (HO-4) policy count, Summit Ohio', ['9,377'], SUMMIT_OH, 1),
  a(
    'Before this filing, what was the last rate change Summit took on Ohio homeowners, and when?',
    ['+5.5%'],
    SUMMIT_OH,
    1,
  ),
  a('What indication does Summit show for its Ohio HO-3 form?', ['+12.3%'], SUMMIT_OH, 1),
  a('How many claims did Summit have in its Ohio homeowners experience period?', ['6,310'], SUMMIT_OH, 2),
  a('Is there a maximum increase any single Summit Ohio homeowner can get?', ['+25%'], SUMMIT_OH, 2),
  all('Summit OH HO-4 indicated vs selected', ['+4.1%', '+3.0%'], SUMMIT_OH, 1),
  no('Summit Ohio HO-5 comprehensive form selected change'),
  no('summit ohio homeowners territory rate changes'),
  no('Summit Mutual Ohio HO wind/hail deductible options'),
  no('Summit Mutual Michigan homeowners selected change'),

  // Summit Mutual, Indiana private passenger auto (DOCX and a PDF copy)
  ppa('summit IN auto memo — date filed', ['May 19, 2025']),
  ppa('How many vehicles are affected by Summit’s Indiana PPA revision?', ['47,530']),
  ppa('For Indiana auto, what did Summit select on uninsured motorist?', ['+1.5%']),
  ppa('summit IN BI liab severity trend', ['+6.9%']),
  ppa('Summit Indiana PPA annual premium trend', ['+2.1%']),
  ppa('ULAE load summit indiana auto', ['9.7%']),
  ppa('What does Summit use as the complement for Indiana BI credibility?', ['trended prior indication']),
  ppaAll('Summit IN collision freq and sev trends', ['-1.0%', '+8.2%']),
  no('Summit Indiana PPA med pay change selected'),
  no('Summit Mutual IN PPA telematics discount'),
  no('summit indiana auto territory base rates'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('lakeshore OH BI indication', ['+7.1%'], LAKESHORE_OH, null),
  a('lakeshore oh ppa vehicles insured', ['112,640'], LAKESHORE_OH, null),
  a('Lakeshore OH current PD base rate', ['$104'], LAKESHORE_OH, null),
  a('What is Lakeshore asking for on collision in Ohio?', ['+7.5%'], LAKESHORE_OH, null),
  a('lakeshore ohio auto 5-yr loss & LAE ratio', ['71.4%'], LAKESHORE_OH, null),
  a(
    'Which complement does Lakeshore lean on for its Ohio auto credibility?',
    ['industry loss cost trend'],
    LAKESHORE_OH,
    null,
  ),
  a(
    'When does a Lakeshore Ohio driver first get the DriveSmart discount?',
    ['after the first policy term'],
    LAKESHORE_OH,
    null,
  ),
  all(
    'Lakeshore Ohio comp: indicated, selected and current base rate',
    ['+10.2%', '+6.8%', '$81'],
    LAKESHORE_OH,
    null,
  ),
  no('Lakeshore Ohio auto uninsured motorists base rate'),
  no('Lakeshore OH PPA prior rate change'),
  no('Lakeshore Ohio auto medical payments indication'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('lakeshore michigan northern lower peninsula selected', ['+9.5%'], LAKESHORE_MI, null),
  a('lakeshore MI HO indicated overall', ['+15.3%'], LAKESHORE_MI, null),
  a(
    'What share of Lakeshore’s Michigan non-cat losses comes from water claims?',
    ['41%'],
    LAKESHORE_MI,
    null,
  ),
  a('lakeshore michigan grand rapids territory selected', ['+11.7%'], LAKESHORE_MI, null),
  a('Lakeshore Michigan UP territory indication', ['+8.2%'], LAKESHORE_MI, null),
  a(
    'Who gets Lakeshore’s new Michigan wind and hail deductible — new or renewal business?',
    ['new business'],
    LAKESHORE_MI,
    null,
  ),
  a('lakeshore mi homeowners catastrophe load', ['11.2%'], LAKESHORE_MI, null),
  all(
    'water back-up endorsement limits offered by Lakeshore in MI',
    ['$5,000', '$15,000', '$30,000'],
    LAKESHORE_MI,
    null,
  ),
  no('Lakeshore Michigan homeowners average premium'),
  no('Lakeshore MI HO policies in force'),
  no('lakeshore MI HO fixed expense ratio'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('granite peak indiana HO SERFF #', ['GPIC-2025-2207'], GRANITE_IN, 1),
  a('When does the Granite Peak Indiana homeowners change take effect?', ['October 15, 2025'], GRANITE_IN, 1),
  a('GPIC IN HO written premium', ['$52.8 million'], GRANITE_IN, 1),
  a('GPIC indiana homeowners selected loss trend per yr', ['+5.4%'], GRANITE_IN, 1),
  a('granite peak IN trended loss+LAE ratio', ['68.9%'], GRANITE_IN, 1),
  a('How credible is the Granite Peak Indiana homeowners experience?', ['91%'], GRANITE_IN, 1),
  a('What portion of Granite Peak’s insured Indiana homes have roofs past 15 years?', ['27%'], GRANITE_IN, 2),
  all('granite peak indiana minimum deductible old vs new', ['$500', '$1,000'], GRANITE_IN, 2),
  no('Granite Peak Indiana homeowners prior rate change'),
  no('GPIC Indiana HO water backup endorsement limit'),
  no('Granite Peak Indiana homeowners territory indications'),

  // Granite Peak, Michigan homeowners (DOCX)
  a('granite peak MI HO filing date w/ DIFS', ['August 12, 2025'], GRANITE_MI, null),
  a(
    'What is the most any territory gets under Granite Peak’s Michigan filing?',
    ['+10.0%'],
    GRANITE_MI,
    null,
  ),
  a(
    'How many policies does Granite Peak have in territory B (Kalamazoo/Battle Creek)?',
    ['5,947'],
    GRANITE_MI,
    null,
  ),
  a('granite peak michigan HO-4 selected', ['+3.5%'], GRANITE_MI, null),
  a(
    'If a Granite Peak Michigan insured had a frozen pipe loss, what surcharge applies at renewal?',
    ['12%'],
    GRANITE_MI,
    null,
  ),
  a('granite peak mich weather event load yrs of experience', ['25 years'], GRANITE_MI, null),
  a('granite peak michigan HO claim count, experience period', ['443'], GRANITE_MI, null),
  a(
    'What happens to Granite Peak’s Michigan effective dates if the department approves late?',
    ['45 days after approval'],
    GRANITE_MI,
    null,
  ),
  a('granite peak mi prior rate change date', ['March 1, 2024'], GRANITE_MI, null),
  all(
    'What fixed and variable expense ratios does Granite Peak load in Michigan homeowners?',
    ['7.0%', '23.1%'],
    GRANITE_MI,
    null,
  ),
  no('Does Granite Peak introduce a wind/hail deductible in Michigan?'),
  no('Granite Peak Michigan HO-5 selected change'),
  no('Granite Peak MI homeowners commission rate'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('ridgeline CO PPA renewal effective date', ['October 15, 2025'], RIDGELINE, 1),
  a('How many policies does Ridgeline write in its Colorado auto program?', ['31,870'], RIDGELINE, 1),
  a('Ridgeline Colorado proposed collision rate', ['$261'], RIDGELINE, 1),
  a('ridgeline colorado med pay indicated', ['+3.7%'], RIDGELINE, 1),
  a('How much of Ridgeline’s Front Range comprehensive loss is hail?', ['63%'], RIDGELINE, 1),
  a('Ridgeline Colorado Springs/Pueblo selected change', ['+6.7%'], RIDGELINE, 1),
  a('ridgeline CO auto trend period length', ['39 months'], RIDGELINE, 2),
  a('How many UM claims did Ridgeline have in Colorado?', ['512'], RIDGELINE, 2),
  a('Ridgeline Colorado auto other acquisition', ['3.8%'], RIDGELINE, 2),
  a('What max can the RoadWise discount reach, and when?', ['30%'], RIDGELINE, 2),
  a('ridgeline colorado number of policies getting a decrease', ['6,140'], RIDGELINE, 2),
  all('Ridgeline CO comprehensive hail deductible credits for the two options', ['11%', '18%'], RIDGELINE, 2),
  no('Ridgeline Colorado uninsured motorists frequency trend'),
  no('Ridgeline Casualty Colorado collision deductible credit'),
  no('ridgeline CO PPA accident forgiveness'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a('Which standard did MPS 41 supersede?', ['No. 29'], MPS41, 1),
  a('Who adopted Model Practice Standard 41?', ['Casualty Rating Institute'], MPS41, 1),
  a(
    'Under Standard 41, from what point to what point should the trend period run?',
    ['average date of loss'],
    MPS41,
    1,
  ),
  a('MPS 41: minimum years of data for a cat provision', ['20 years'], MPS41, 2),
  a(
    'Under MPS 41, who should be able to judge whether the documented work is reasonable?',
    ['another qualified actuary'],
    MPS41,
    2,
  ),
  a(
    'Per MPS 41, what has to happen to catastrophe events before the non-cat indication?',
    ['removed from the experience'],
    MPS41,
    2,
  ),
  all(
    'MPS 41 effective date and the year the standard it replaced was adopted',
    ['May 1, 2024', '2011'],
    MPS41,
    1,
  ),
  no('MPS 41 Section 7 reinsurance'),
  no('Standard 41 guidance on premium trend'),
  no('Model Practice Standard No. 41 effective date for reserving work'),

  // Model Practice Standard No. 44 (Markdown)
  a('What standard number did MPS 44 replace?', ['No. 25'], MPS44, null),
  a('std 44 effective for work on or after', ['December 1, 2023'], MPS44, null),
  a(
    'Which kinds of actuarial work does Standard 44 reach besides ratemaking?',
    ['reserving and experience rating'],
    MPS44,
    null,
  ),
  a(
    'In MPS 44, what qualities should a complement of credibility have?',
    ['relevant, unbiased and independent'],
    MPS44,
    null,
  ),
  a('limited fluctuation 1,082 claims: what probability under Std 44?', ['90%'], MPS44, null),
  all(
    'acceptable complements listed in standard 44',
    ['trended prior indication', 'a larger related group', 'industry loss costs'],
    MPS44,
    null,
  ),
  no('MPS 44 Buhlmann credibility method'),
  no('Standard No. 44 Section 6 credibility for reserving'),
  no('Model Practice Standard 44 full credibility standard for severity'),

  // Model Law No. 902 (HTML)
  a('When was ML 902 adopted?', ['October 14, 2022'], ML902, null),
  a('unfair claims model act: days to acknowledge a claim', ['15 calendar days'], ML902, null),
  a('Once a claim is accepted under model law 902, how fast must the insurer pay?', ['30 days'], ML902, null),
  a('What must a written claim denial point to under ML 902?', ['specific policy provision'], ML902, null),
  a(
    'Under ML 902 the 45-day accept/deny clock runs from receipt of what?',
    ['properly executed proof of loss'],
    ML902,
    null,
  ),
  a(
    'When does the Unfair Claims Settlement Practices Act kick in after a state passes it?',
    ['six months after its enactment'],
    ML902,
    null,
  ),
  all(
    'model law 902 flagrant disregard penalty per violation and max',
    ['$25,000', '$1,000,000'],
    ML902,
    null,
  ),
  no('Model Law 902 Section 6 misrepresentation of policy provisions'),
  no('ML 902 interest on late claim payments'),
  no('Model Law No. 901 unfair trade practices'),

  // Model Law No. 903 (DOCX)
  a(
    'Does ML 903 public access reach the actuarial memo behind a filing?',
    ['supporting actuarial memoranda'],
    ML903,
    null,
  ),
  a(
    'Under the Rate Filing Transparency Act, when does a filing become open to the public?',
    ['approved or becomes effective'],
    ML903,
    null,
  ),
  a(
    'Can an insurer keep trade secrets out of the public file under ML 903, and with what?',
    ['public summary'],
    ML903,
    null,
  ),
  a('ML903 rate increase threshold that triggers a consumer notice', ['more than 10%'], ML903, null),
  a('How long does the commissioner get to act on a filing under Model Law 903?', ['60 days'], ML903, null),
  a(
    'when does the rate filing transparency act take effect',
    ['January 1 of the year after its enactment'],
    ML903,
    null,
  ),
  all('What must the ML 903 policyholder notice state?', ['percentage change', 'main reasons'], ML903, null),
  no('Model Law 903 penalties for late consumer notice'),
  no('ML 903 Section 5 deemer provision'),
  no('Model Law 904 rate filing transparency'),

  // Colorado Senate Bill 25-118 (DOCX)
  a(
    'If a Colorado carrier rates with a wildfire score, what must it do when the policyholder asks?',
    ['disclose the score'],
    CO_BILL,
    null,
  ),
  a('Who sponsors Colorado SB 25-118 in the House?', ['M. Kessler'], CO_BILL, null),
  a('colorado SB 25-118 who has to get the nonrenewl notice', ['named insured'], CO_BILL, null),
  a('Under SB 25-118, what has to be in a nonrenewal notice?', ['specific reason'], CO_BILL, null),
  a('minimum wildfire mitigation discount Colorado bill', ['5%'], CO_BILL, null),
  a(
    'Whose mitigation standards must a home meet to earn the SB25-118 discount?',
    ['wildfire mitigation standards of the division'],
    CO_BILL,
    null,
  ),
  a(
    'Which homeowners policies does Colorado’s SB 25-118 reach once it is in force?',
    ['issued or renewed on or after that date'],
    CO_BILL,
    null,
  ),
  no('SB 25-118 auto insurance nonrenewal'),
  no('Colorado SB 25-119 wildfire mitigation'),
  no('SB 25-118 aggregate maximum penalty'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a(
    'When a carrier adds a roof schedule in Ohio, what must its rate filing show?',
    ['premium credit'],
    OH_BULLETIN,
    null,
  ),
  a(
    'Per the Ohio roof bulletin, what must insurers offer at renewal?',
    ['replacement cost option'],
    OH_BULLETIN,
    null,
  ),
  a('How far ahead must the roof schedule notice reach Ohio policyholders?', ['30 days'], OH_BULLETIN, null),
  a('ohio bulletin 2025-03 applies to filings submitted from', ['May 1, 2025'], OH_BULLETIN, null),
  a('What roof age does ODI tie the expected minimum credit to?', ['older than 10 years'], OH_BULLETIN, null),
  all(
    'Ohio roof schedule bulletin: how must the schedule be filed, and how disclosed?',
    ['form and a rate', 'separate notice'],
    OH_BULLETIN,
    null,
  ),
  no('Ohio bulletin 2025-03 commercial property roofs'),
  no('ODI bulletin 2025-04 wind and hail deductibles'),
  no('ODI 2025-03 roof bulletin: penalty if an insurer doesn’t comply'),
];
