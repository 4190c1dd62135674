// The 'fresh2' part of the answer-quality set (see questions.mjs for the fields): written in the fourth
// round from the documents of documents.mjs alone, without reading the engine, and never used to change
// it. Spread over every document (three or four questions each), asked the way an analyst types them:
// abbreviations (OH, IN, MI, PPA, HO-3, HO-4, LR, MPS), state + company + line, figures that stand only in
// a table, dates whose role matters (filed vs effective vs adopted vs prior), yes/no and list questions.
// The distractors are ones the corpus really holds: the same coverage in another company's filing, the
// same company in another state, the same figure in another row ("7.8%" is both a territory's selected
// change and the loss trend in the Michigan memo), and neighbouring standard, law, bill and bulletin
// numbers for the absent ones. Page = the PDF page ("=== page ===" in the source); null for HTML,
// Markdown and DOCX.
import { inPpa } from './in-ppa.mjs';

export const FRESH2_QUESTIONS = [
  // Summit Mutual, Ohio homeowners (PDF, two pages)
  {
    split: 'fresh2',
    q: 'Summit Mutual OH HO-4 contents form: selected rate change?',
    facts: ['3.0%'],
    docs: ['summit-oh-ho'],
    page: 1,
  },
  {
    split: 'fresh2',
    q: 'When did the prior Summit Mutual Ohio homeowners rate change take effect?',
    facts: ['August 1, 2023'],
    docs: ['summit-oh-ho'],
    page: 1,
  },
  {
    split: 'fresh2',
    q: "What was the average annual premium before Summit's Ohio homeowners revision?",
    facts: ['$1,694'],
    docs: ['summit-oh-ho'],
    page: 2,
  },
  {
    split: 'fresh2',
    q: 'Taxes, licenses and fees in the Summit Ohio homeowners memo: what percentage of premium?',
    facts: ['2.4%'],
    docs: ['summit-oh-ho'],
    page: 2,
  },
  {
    split: 'fresh2',
    q: "Is the experience in Summit Mutual's Ohio homeowners filing fully credible?",
    facts: ['fully credible'],
    docs: ['summit-oh-ho'],
    page: 2,
  },

  // Summit Mutual, Indiana private passenger auto (DOCX, and the same text as a one-page PDF)
  {
    split: 'fresh2',
    q: 'On what date was Summit Mutual’s Indiana PPA memorandum filed?',
    facts: ['May 19, 2025'],
    ...inPpa,
  },
  {
    split: 'fresh2',
    q: 'Summit IN auto, property damage liability: what change was selected?',
    facts: ['6.0%'],
    ...inPpa,
  },
  {
    split: 'fresh2',
    q: 'Which bodily injury severity trend did Summit assume for its Indiana private passenger auto rates?',
    facts: ['6.9%'],
    ...inPpa,
  },
  {
    split: 'fresh2',
    q: 'What is the complement of credibility in the Summit Mutual Indiana auto memorandum?',
    facts: ['trended prior indication'],
    ...inPpa,
  },

  // Lakeshore, Ohio private passenger auto (HTML)
  {
    split: 'fresh2',
    q: "Lakeshore's indicated overall change for Ohio PPA?",
    facts: ['8.8%'],
    docs: ['lakeshore-oh-ppa'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'Lakeshore OH auto: current base rate for comprehensive coverage?',
    facts: ['$81'],
    docs: ['lakeshore-oh-ppa'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'Which filing number does Lakeshore’s Ohio private passenger automobile filing carry?',
    facts: ['LKSH-OH-2025-071'],
    docs: ['lakeshore-oh-ppa'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'From when does the DriveSmart telematics discount apply?',
    facts: ['after the first policy term'],
    docs: ['lakeshore-oh-ppa'],
    page: null,
  },

  // Lakeshore, Michigan homeowners (Markdown)
  {
    split: 'fresh2',
    q: 'When was Lakeshore’s Michigan homeowners filing filed with the department?',
    facts: ['July 8, 2025'],
    docs: ['lakeshore-mi-ho'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'Northern Lower Peninsula: which change did Lakeshore select?',
    facts: ['9.5%'],
    docs: ['lakeshore-mi-ho'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'What profit provision is in the Lakeshore MI homeowners rate filing?',
    facts: ['4.0%'],
    docs: ['lakeshore-mi-ho'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'Detroit metro territory, Lakeshore Michigan homeowners: indicated change?',
    facts: ['18.4%'],
    docs: ['lakeshore-mi-ho'],
    page: null,
  },

  // Granite Peak, Indiana homeowners (PDF, two pages)
  {
    split: 'fresh2',
    q: "What is the SERFF tracking number of Granite Peak's Indiana homeowners memorandum?",
    facts: ['GPIC-2025-2207'],
    docs: ['granite-in-ho'],
    page: 1,
  },
  {
    split: 'fresh2',
    q: 'Granite Peak IN HO fixed expense ratio?',
    facts: ['6.1%'],
    docs: ['granite-in-ho'],
    page: 1,
  },
  {
    split: 'fresh2',
    q: 'What yearly loss trend did Granite Peak select for Indiana homeowners?',
    facts: ['5.4%'],
    docs: ['granite-in-ho'],
    page: 1,
  },
  {
    split: 'fresh2',
    q: 'Before the change, what was the minimum all-perils deductible at Granite Peak in Indiana?',
    facts: ['$500'],
    docs: ['granite-in-ho'],
    page: 2,
  },

  // Model Practice Standard No. 41 (PDF, two pages)
  {
    split: 'fresh2',
    q: 'For credibility and the complement, which standard does MPS 41 refer the actuary to?',
    facts: ['No. 44'],
    docs: ['standard-41'],
    page: 2,
  },
  {
    split: 'fresh2',
    q: 'Instead of 20 years of data, what may be used to estimate a catastrophe provision under Standard No. 41?',
    facts: ['catastrophe model'],
    docs: ['standard-41'],
    page: 2,
  },
  {
    split: 'fresh2',
    q: 'Who adopted Model Practice Standard No. 41?',
    facts: ['Standards Council', 'Casualty Rating Institute'],
    docs: ['standard-41'],
    page: 1,
  },

  // Model Practice Standard No. 44 (Markdown)
  {
    split: 'fresh2',
    q: 'Does Standard No. 44 apply to reserving as well as ratemaking?',
    facts: ['reserving and experience rating'],
    docs: ['standard-44'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'How does Standard 44 define the complement of credibility?',
    facts: ['remaining weight'],
    docs: ['standard-44'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'Under the limited fluctuation method of MPS 44, observed frequency falls within what percentage of the expected value?',
    facts: ['5%'],
    docs: ['standard-44'],
    page: null,
  },

  // Model Law No. 902 (HTML)
  {
    split: 'fresh2',
    q: 'Unfair Claims Settlement Practices Act: aggregate maximum for violations not knowingly committed?',
    facts: ['$100,000'],
    docs: ['model-law-902'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'Model Law 902: penalty per violation for flagrant disregard?',
    facts: ['$25,000'],
    docs: ['model-law-902'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'Which body adopted Model Law No. 902?',
    facts: ['Conference of State Insurance Regulators'],
    docs: ['model-law-902'],
    page: null,
  },

  // Model Law No. 903 (DOCX)
  {
    split: 'fresh2',
    q: 'When does the Rate Filing Transparency Act take effect once a state enacts it?',
    facts: ['January 1 of the year after its enactment'],
    docs: ['model-law-903'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'Under Model Law 903, may trade secret information in a rate filing be withheld from the public?',
    facts: ['withheld on request'],
    docs: ['model-law-903'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'What must the consumer notice state under Model Law No. 903?',
    facts: ['main reasons'],
    docs: ['model-law-903'],
    page: null,
  },

  // Colorado Senate Bill 25-118 (DOCX)
  {
    split: 'fresh2',
    q: 'Which representative sponsors Colorado SB 25-118?',
    facts: ['M. Kessler'],
    docs: ['co-bill'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'Must a Colorado insurer tell the homeowner why a policy is not renewed under Senate Bill 25-118?',
    facts: ['specific reason'],
    docs: ['co-bill'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'Under SB 25-118, when must an insurer disclose a wildfire risk score to the policyholder?',
    facts: ['on request'],
    docs: ['co-bill'],
    page: null,
  },

  // Ohio Bulletin 2025-03 (HTML)
  {
    split: 'fresh2',
    q: 'What option must Ohio homeowners insurers offer at renewal under Bulletin 2025-03?',
    facts: ['replacement cost option'],
    docs: ['ohio-bulletin'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'How must an insurer file a roof payment schedule according to the Ohio roof surfacing bulletin?',
    facts: ['as a form and a rate'],
    docs: ['ohio-bulletin'],
    page: null,
  },
  {
    split: 'fresh2',
    q: 'What must an Ohio rate filing that introduces a roof schedule show?',
    facts: ['premium credit'],
    docs: ['ohio-bulletin'],
    page: null,
  },

  // Absent: the corpus holds the neighbouring fact (another company, state, line, form or number).
  {
    split: 'fresh2',
    absent: true,
    q: "What is the SERFF tracking number of Summit Mutual's Michigan homeowners filing?",
  },
  { split: 'fresh2', absent: true, q: 'When is Model Practice Standard No. 42 effective?' },
  { split: 'fresh2', absent: true, q: 'What aggregate maximum penalty does Model Law No. 904 set?' },
  { split: 'fresh2', absent: true, q: 'Lakeshore Michigan homeowners: selected change for the HO-6 form?' },
  {
    split: 'fresh2',
    absent: true,
    q: 'What uninsured motorists change did Lakeshore select in its Ohio auto filing?',
  },
  { split: 'fresh2', absent: true, q: 'When does Colorado Senate Bill 25-117 take effect?' },
  {
    split: 'fresh2',
    absent: true,
    q: 'What minimum roof credit does Ohio Bulletin 2025-04 expect for older roofs?',
  },
  { split: 'fresh2', absent: true, q: 'Granite Peak Indiana: selected collision change?' },
  { split: 'fresh2', absent: true, q: 'What permissible LR does Summit Mutual use for Ohio homeowners?' },
  {
    split: 'fresh2',
    absent: true,
    q: 'What HO-3 selected change is in Granite Peak’s Indiana homeowners filing?',
  },
];
