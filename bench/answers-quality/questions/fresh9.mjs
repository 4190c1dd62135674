// The 'fresh9' part of the answer-quality set (see questions.mjs for the fields): written in the eleventh
// round from the documents of documents.mjs alone, blind to the engine (its code, its notes, its tests and
// its answers to these questions were not read) and to the engine's changes of that round: the held-out
// part now. Registers are mixed as in fresh8: full questions, terse search-box fragments with
// abbreviations (HO, PPA, BI, PD, UM, LAE, ULAE, MPS, ML, SB, ODI, DIFS, SERFF, GPIC) and the odd typo,
// leading clauses and paraphrase far from the documents' wording. It leans on facts the earlier parts
// asked least (the current and proposed rate cells and territory-group cells of the Colorado auto memo,
// Granite Peak's Michigan policy count, premium, territory and form cells, expense lines, the lesser
// clauses of the standards, model laws, bill and bulletin) and has compound questions (`allFacts`) whose
// every fact the answer must hold; for a PDF whose facts stand on two pages, the page is the first fact's.
// Every answer stands literally in the text. The absent questions are tempting on purpose: a neighbouring
// section, a coverage, measure, trend or date role the document does not give, the same company in
// another state or line.
// Page = the PDF page ("=== page ===" in the source); null for HTML, Markdown and DOCX.
// Checked with check-facts.mjs fresh9.
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

const { a, all, no, ppa, ppaAll } = partHelpers('fresh9');

export const FRESH9_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  a('what did summit indicate for unit owners (HO-6) in ohio', ['9.8%'], SUMMIT_OH, 1),
  a('How many condo unit-owner policies does Summit carry in Ohio?', ['12,929'], SUMMIT_OH, 1),
  a(
    'Which years’ wind and hail losses push up Summit’s Ohio HO-3 indication?',
    ['2023 and 2024'],
    SUMMIT_OH,
    1,
  ),
  a('summit ohio homeowners other acquisition expense', ['5.1%'], SUMMIT_OH, 2),
  a('Summit OH HO taxes, licenses & fees load', ['2.4%'], SUMMIT_OH, 2),
  all('Summit Ohio HO general expense and UW profit & contingencies', ['4.6%', '5.0%'], SUMMIT_OH, 2),
  a(
    'What data are Summit’s Ohio homeowners trend fits run on?',
    ['paid severity and frequency'],
    SUMMIT_OH,
    2,
  ),
  a('Summit Ohio average HO premium after the revison', ['$1,819'], SUMMIT_OH, 2),
  no('Summit Ohio HO expense trend'),
  no('Summit Mutual Ohio homeowners hurricane provision'),
  no('Summit Ohio homeowners claim frequency trend'),

  // Summit Mutual, Indiana private passenger auto (DOCX and a PDF copy)
  ppa('What change was indicated for Summit’s Indiana comprehensive coverage?', ['8.9%']),
  ppa('summit IN PD liab selected', ['6.0%']),
  ppa('For BI in Indiana, what did Summit Mutual choose?', ['4.9%']),
  ppaAll('Summit Indiana BI liability trends, freq and sev', ['-0.4%', '6.9%']),
  ppa('Summit Mutual IN auto commission ratio', ['11.0%']),
  ppa('what’s the complement used for Summit’s Indiana BI credibility?', ['trended prior indication']),
  ppa('Indiana PPA, Summit: overall indication before tempering', ['9.1%']),
  no('Summit Indiana auto permissible loss & LAE ratio'),
  no('Summit IN PPA other acquisition expense'),
  no('Summit Indiana auto PD frequency trend'),
  no('Summit Indiana auto: number of policies affected'),

  // Lakeshore, Ohio private passenger auto (HTML)
  a('Lakeshore OH PPA BI indicated', ['7.1%'], LAKESHORE_OH, null),
  a('Lakeshore Ohio PD base rate before the change', ['$104'], LAKESHORE_OH, null),
  a('lakeshore ohio auto collision indication', ['12.6%'], LAKESHORE_OH, null),
  a('What five-year loss & LAE ratio does Lakeshore show for Ohio auto?', ['71.4%'], LAKESHORE_OH, null),
  a(
    'Lakeshore Ohio PPA: what is the credibility complement?',
    ['industry loss cost trend'],
    LAKESHORE_OH,
    null,
  ),
  a('Why did Lakeshore temper its Ohio auto selected change?', ['limit disruption'], LAKESHORE_OH, null),
  all(
    'Lakeshore OH bodily injury: current base rate and selected change',
    ['$131', '4.0%'],
    LAKESHORE_OH,
    null,
  ),
  a('lakeshore ohio PPA effective', ['July 1, 2025'], LAKESHORE_OH, null),
  no('Lakeshore Ohio auto proposed comprehensive base rate'),
  no('Lakeshore Ohio PPA written premium'),
  no('Lakeshore OH auto ULAE'),

  // Lakeshore, Michigan homeowners (Markdown)
  a('Lakeshore MI HO Detroit selected', ['14.9%'], LAKESHORE_MI, null),
  a('Grand Rapids territory indicated change, Lakeshore', ['13.1%'], LAKESHORE_MI, null),
  a('What annual loss trend did Lakeshore select for Michigan homeowners?', ['7.8%'], LAKESHORE_MI, null),
  a(
    'Does Lakeshore’s new Michigan wind/hail deductible apply to renewals or new business?',
    ['new business'],
    LAKESHORE_MI,
    null,
  ),
  all('Lakeshore Michigan UP territory: indicated and selected', ['8.2%', '7.8%'], LAKESHORE_MI, null),
  no('Lakeshore Michigan homeowners expense ratio'),
  no('Lakeshore Michigan catastrophe provision in the prior filing'),

  // Granite Peak, Indiana homeowners (PDF, two pages)
  a('Granite Peak IN HO profit & contingencies', ['4.0%'], GRANITE_IN, 1),
  a('Granite Peak Indiana selected annual loss trend', ['5.4%'], GRANITE_IN, 1),
  a('credibility of GPIC’s Indiana homeowners experience', ['91%'], GRANITE_IN, 1),
  all('Granite Peak Indiana HO: indicated vs filed overall change', ['10.4%', '8.0%'], GRANITE_IN, 1),
  a(
    'On older roofs, how does Granite Peak pay wind/hail roof surfacing losses in Indiana?',
    ['actual cash value'],
    GRANITE_IN,
    2,
  ),
  a('Granite Peak IN: roof age where ACV settlement kicks in', ['15 years'], GRANITE_IN, 2),
  no('Granite Peak Indiana wind/hail deductible'),
  no('Granite Peak Indiana homeowners ULAE'),
  no('GPIC Indiana trend period in months'),

  // Granite Peak, Michigan homeowners (DOCX)
  a('Granite Peak Michigan policy count', ['21,460'], GRANITE_MI, null),
  a('GPIC MI HO written premium', ['$33.9 million'], GRANITE_MI, null),
  a(
    'What share of non-cat losses come from water and frozen pipes at Granite Peak MI?',
    ['46%'],
    GRANITE_MI,
    null,
  ),
  a('Granite Peak Lansing/Jackson indicated', ['12.2%'], GRANITE_MI, null),
  a('Kalamazoo–Battle Creek territory selected, GPIC', ['8.3%'], GRANITE_MI, null),
  a('granite peak MI HO-3 selected', ['7.6%'], GRANITE_MI, null),
  a('Granite Peak Michigan renters form indicated', ['5.2%'], GRANITE_MI, null),
  all('Granite Peak MI territory D: policies and selected change', ['4,313', '2.9%'], GRANITE_MI, null),
  a('Granite Peak Michigan new business effective date', ['January 1, 2026'], GRANITE_MI, null),
  a('What overall change is Granite Peak actually asking for in Michigan?', ['7.2%'], GRANITE_MI, null),
  a('Granite Peak Michigan average premium before the change', ['$1,412'], GRANITE_MI, null),
  a('Granite Peak MI P&C provision', ['4.5%'], GRANITE_MI, null),
  no('Granite Peak Michigan minimum all-perils deductible'),
  no('Granite Peak Michigan HO non-hurricane catastrophe provision'),
  no('Granite Peak MI homeowners ULAE'),

  // Ridgeline Casualty, Colorado private passenger auto (PDF, two pages)
  a('Ridgeline CO BI current rate', ['$148'], RIDGELINE, 1),
  a('What BI rate does Ridgeline propose in Colorado?', ['$157'], RIDGELINE, 1),
  a('ridgeline PD proposed rate', ['$120'], RIDGELINE, 1),
  all('Ridgeline comprehensive: current and proposed rates', ['$97', '$104'], RIDGELINE, 1),
  a('Ridgeline comp indication', ['15.2%'], RIDGELINE, 1),
  a('Med pay indicated, Ridgeline Colorado', ['3.7%'], RIDGELINE, 1),
  a('Ridgeline Colorado bodily injury indicated change', ['8.3%'], RIDGELINE, 1),
  a('Ridgeline PD selected', ['7.2%'], RIDGELINE, 1),
  a('How much written premium is in Ridgeline’s Colorado auto program?', ['$74.6 million'], RIDGELINE, 1),
  a('vehicles in Ridgeline’s Mountains & Western Slope group', ['8,250'], RIDGELINE, 1),
  all('Colorado Springs/Pueblo indicated & selected, Ridgeline', ['10.1%', '6.7%'], RIDGELINE, 1),
  a('Northern Front Range indicated change (Ridgeline)', ['9.4%'], RIDGELINE, 1),
  a('Ridgeline Colorado general expense', ['5.6%'], RIDGELINE, 2),
  a('ridgeline taxes licenses and fees', ['2.3%'], RIDGELINE, 2),
  all('Ridgeline BI frequency and severity trends', ['-0.6%', '7.3%'], RIDGELINE, 2),
  a('What is Ridgeline’s telematics program called?', ['RoadWise'], RIDGELINE, 2),
  a('How many BI claims did Ridgeline have in the experience period?', ['2,318'], RIDGELINE, 2),
  no('Ridgeline Colorado UM frequency trend'),
  no('Ridgeline Colorado collision credibility'),
  no('Ridgeline hail deductible credit for a $500 option'),
  no('Ridgeline comprehensive severity trend'),

  // Model Practice Standard No. 41 (PDF, two pages)
  a(
    'Std 41 sec 1: which future costs does it cover besides losses and cat provisions?',
    ['loss adjustment expense'],
    MPS41,
    1,
  ),
  a('Under MPS 41, should freq and severity trends be looked at together?', ['separately'], MPS41, 1),
  a(
    'Std 41: where should the trend period end?',
    ['average date of loss in the period the rates will be in effect'],
    MPS41,
    1,
  ),
  a('MPS 41 cat provision: the alternative to 20 years of data', ['catastrophe model'], MPS41, 2),
  a(
    'Standard 41 documentation test: who should be able to judge the work?',
    ['another qualified actuary'],
    MPS41,
    2,
  ),
  a('Which standard does MPS 41 point to on credibility and complements?', ['No. 44'], MPS41, 2),
  a('What does Standard 41 say must be documented?', ['data, methods and assumptions'], MPS41, 2),
  no('MPS 41 guidance on selecting an expense trend'),
  no('MPS 41 profit provision guidance'),
  no('Standard 41 reinsurance cost provision'),

  // Model Practice Standard No. 44 (Markdown)
  a(
    'Std 44 partial credibility formula',
    ['square root of the ratio of observed claims to the full standard'],
    MPS44,
    null,
  ),
  a(
    'Under MPS 44 limited fluctuation, how close to expected must observed frequency be?',
    ['within 5%'],
    MPS44,
    null,
  ),
  all(
    'Examples of acceptable complements under Standard 44',
    ['trended prior indication', 'a larger related group', 'industry loss costs'],
    MPS44,
    null,
  ),
  a('Does MPS 44 apply to P&C or life coverages?', ['property and casualty'], MPS44, null),
  a('What must a complement be independent of under MPS 44?', ['subject experience'], MPS44, null),
  a('claims needed for full cred under limited fluctuation, MPS 44', ['1,082 claims'], MPS44, null),
  no('MPS 44 greatest accuracy credibility'),
  no('Standard 44 exposure-based full credibility standard'),
  no('Standard No. 44 documentation and disclosure requirements'),

  // Model Law No. 902 (HTML)
  a(
    'Under Model Law 902, when must an accepted claim be paid?',
    ['within 30 days of acceptance'],
    ML902,
    null,
  ),
  a(
    'ML902: the accept/deny clock starts on receipt of what?',
    ['properly executed proof of loss'],
    ML902,
    null,
  ),
  a(
    'Besides a policy provision, what else can a 902 denial letter cite?',
    ['condition or exclusion'],
    ML902,
    null,
  ),
  a('Model Law 902 aggregate cap for knowing violations', ['$500,000'], ML902, null),
  a('When does ML 902 take effect in an adopting state?', ['six months after its enactment'], ML902, null),
  all('ML 902 unknowing violations: per-violation fine and cap', ['$1,000', '$100,000'], ML902, null),
  no('ML 902 time limit to respond to a claimant communication'),
  no('Model Law 902 Section 10 severability'),

  // Model Law No. 903 (DOCX)
  a(
    'Under the Rate Filing Transparency Act, how many times can the review be extended?',
    ['once'],
    ML903,
    null,
  ),
  a('ML 903 consumer notice threshold', ['more than 10%'], ML903, null),
  a('Who has to get the 903 rate increase notice?', ['each affected policyholder'], ML903, null),
  a('Trade secrets withheld under ML 903: what must be given instead?', ['public summary'], ML903, null),
  a(
    'Model Law 903 effective date in an enacting state',
    ['January 1 of the year after its enactment'],
    ML903,
    null,
  ),
  a('ML 903 public access: are actuarial memos included?', ['supporting actuarial memoranda'], ML903, null),
  no('ML 903 Section 5 hearing rights'),
  no('Model Law 903: how many years a filing stays on public file'),
  no('Model Law 903 electronic filing through SERFF'),

  // Colorado Senate Bill 25-118 (DOCX)
  a('Under Colorado SB 25-118, how is the nonrenewal notice sent?', ['mail written notice'], CO_BILL, null),
  a('SB 25-118: the 60 days are counted back from what date?', ['expiration date'], CO_BILL, null),
  a(
    'To whom must an insurer disclose a wildfire score under SB 25-118?',
    ['policyholder on request'],
    CO_BILL,
    null,
  ),
  a(
    'Which homes qualify for the SB 25-118 mitigation discount?',
    ['wildfire mitigation standards of the division'],
    CO_BILL,
    null,
  ),
  a('Who is the House sponsor of SB 25-118?', ['M. Kessler'], CO_BILL, null),
  all('SB 25-118 dates: introduced and effective', ['February 4, 2025', 'January 1, 2026'], CO_BILL, null),
  no('SB 25-118 cancellation notice for nonpayment'),
  no('Colorado SB 25-118 fiscal note'),
  no('SB 25-118 maximum surcharge based on a wildfire score'),

  // Ohio Department of Insurance Bulletin 2025-03 (HTML)
  a('ODI 2025-03: what option must be offered at renewal?', ['replacement cost option'], OH_BULLETIN, null),
  a(
    'How must the roof schedule be disclosed under the Ohio bulletin?',
    ['separate notice'],
    OH_BULLETIN,
    null,
  ),
  a(
    'What must a rate filing that brings in a roof schedule show, per ODI 2025-03?',
    ['premium credit'],
    OH_BULLETIN,
    null,
  ),
  a('Which insurers is Ohio bulletin 2025-03 addressed to?', ['homeowners insurers'], OH_BULLETIN, null),
  all(
    'ODI 2025-03 expected roof credit and the roof age it applies from',
    ['5%', '10 years'],
    OH_BULLETIN,
    null,
  ),
  no('Ohio bulletin 2025-03 roof age at which ACV settlement is allowed'),
  no('ODI bulletin 2025-03 expiration date'),
  no('Ohio bulletin 2025-03 dwelling fire policies'),

  // Across the filings
  no('Lakeshore Indiana homeowners SERFF number'),
  no('Granite Peak Colorado auto hail deductible'),
  no('Summit Mutual Colorado homeowners wildfire score'),
];
