// The first part of the answer-quality set, standards, model laws, the bill and the bulletin, and the
// absent questions: 'dev' and 'held' (see questions.mjs for the fields).

export const FIRST_RULES = [
  // Model Practice Standard No. 41 (PDF)
  {
    split: 'dev',
    q: 'When is Model Practice Standard No. 41 effective?',
    facts: ['May 1, 2024'],
    docs: ['standard-41'],
    page: 1,
  },
  {
    split: 'held',
    q: 'Which standard does Standard No. 41 replace?',
    facts: ['No. 29'],
    docs: ['standard-41'],
    page: 1,
  },
  {
    split: 'dev',
    q: 'How many years of data should be used for a catastrophe provision under Standard No. 41?',
    facts: ['20 years'],
    docs: ['standard-41'],
    page: 2,
  },
  {
    split: 'held',
    q: 'How long should documentation be kept under Standard 41?',
    facts: ['seven years'],
    docs: ['standard-41'],
    page: 2,
  },
  {
    split: 'dev',
    q: 'Under Standard No. 41, where should a trend period run from and to?',
    facts: ['average date of loss'],
    docs: ['standard-41'],
    page: 1,
  },

  // Model Practice Standard No. 44 (Markdown)
  {
    split: 'dev',
    q: 'What is the effective date of Model Practice Standard No. 44?',
    facts: ['December 1, 2023'],
    docs: ['standard-44'],
    page: null,
  },
  {
    split: 'held',
    q: 'What does Standard No. 44 replace?',
    facts: ['No. 25'],
    docs: ['standard-44'],
    page: null,
  },
  {
    split: 'dev',
    q: 'How is a full credibility standard defined in Standard 44?',
    facts: ['credibility of one'],
    docs: ['standard-44'],
    page: null,
  },
  {
    split: 'held',
    q: 'Under Standard No. 44, how is partial credibility computed?',
    facts: ['square root'],
    docs: ['standard-44'],
    page: null,
  },
  {
    split: 'dev',
    q: 'What are acceptable complements of credibility under Standard No. 44?',
    facts: ['trended prior indication'],
    docs: ['standard-44'],
    page: null,
  },

  // Model Law No. 902 (HTML)
  {
    split: 'dev',
    q: 'Under Model Law 902, how soon must an insurer acknowledge a claim?',
    facts: ['15 calendar days'],
    docs: ['model-law-902'],
    page: null,
  },
  {
    split: 'held',
    q: 'Model Law No. 902: how many days to accept or deny a claim after proof of loss?',
    facts: ['45 days'],
    docs: ['model-law-902'],
    page: null,
  },
  {
    split: 'dev',
    q: 'What is the penalty per violation for a knowingly committed violation under Model Law 902?',
    facts: ['$5,000'],
    docs: ['model-law-902'],
    page: null,
  },
  {
    split: 'held',
    q: 'What is the aggregate maximum penalty for flagrant disregard under Model Law No. 902?',
    facts: ['$1,000,000'],
    docs: ['model-law-902'],
    page: null,
  },
  {
    split: 'dev',
    q: 'When was Model Law No. 902 adopted?',
    facts: ['October 14, 2022'],
    docs: ['model-law-902'],
    page: null,
  },

  // Model Law No. 903 (DOCX)
  {
    split: 'dev',
    q: 'Under Model Law 903, how many days before renewal must policyholders be notified of a large rate increase?',
    facts: ['45 days'],
    docs: ['model-law-903'],
    page: null,
  },
  {
    split: 'held',
    q: 'How long does the commissioner have to approve a filing under Model Law No. 903?',
    facts: ['60 days'],
    docs: ['model-law-903'],
    page: null,
  },
  {
    split: 'dev',
    q: 'When was Model Law No. 903 adopted?',
    facts: ['March 9, 2024'],
    docs: ['model-law-903'],
    page: null,
  },

  // Colorado Senate Bill 25-118 (DOCX)
  {
    split: 'dev',
    q: 'How many days of notice does Colorado SB 25-118 require before a homeowners nonrenewal?',
    facts: ['60 days'],
    docs: ['co-bill'],
    page: null,
  },
  {
    split: 'held',
    q: 'When does Senate Bill 25-118 take effect?',
    facts: ['January 1, 2026'],
    docs: ['co-bill'],
    page: null,
  },
  {
    split: 'dev',
    q: 'What minimum wildfire mitigation discount does the Colorado bill require?',
    facts: ['5%'],
    docs: ['co-bill'],
    page: null,
  },
  {
    split: 'held',
    q: 'What civil penalty does SB 25-118 set per violation?',
    facts: ['$2,500'],
    docs: ['co-bill'],
    page: null,
  },

  // Ohio Bulletin 2025-03 (HTML)
  {
    split: 'dev',
    q: 'What minimum credit does the Ohio roof schedule bulletin expect for roofs older than 10 years?',
    facts: ['5%'],
    docs: ['ohio-bulletin'],
    page: null,
  },
  {
    split: 'held',
    q: 'To which filings does Ohio Bulletin 2025-03 apply?',
    facts: ['May 1, 2025'],
    docs: ['ohio-bulletin'],
    page: null,
  },

  // Absent: the documents hold neighbouring facts (another state, company, standard or line), not these.
  {
    split: 'dev',
    absent: true,
    q: 'What overall rate change did Summit Mutual select for Indiana homeowners?',
  },
  { split: 'held', absent: true, q: 'When is Model Practice Standard No. 45 effective?' },
  { split: 'dev', absent: true, q: 'What is the loss ratio in the Lakeshore Ohio homeowners filing?' },
  { split: 'held', absent: true, q: 'What rate change did Granite Peak file for Ohio auto?' },
  { split: 'dev', absent: true, q: 'What is the effective date of Model Law No. 907?' },
  { split: 'held', absent: true, q: 'How many days of notice does Texas require before a nonrenewal?' },
  { split: 'dev', absent: true, q: 'What reinsurance cost provision does Summit Mutual use in Ohio?' },
  { split: 'held', absent: true, q: 'What is the selected collision change for Lakeshore in Michigan?' },
  { split: 'dev', absent: true, q: "What is Granite Peak's profit provision for commercial auto?" },
  { split: 'held', absent: true, q: 'Who is the chief executive officer of Lakeshore Insurance Company?' },
  { split: 'dev', absent: true, q: 'What earthquake deductible does Summit Mutual offer?' },
  { split: 'held', absent: true, q: 'What is the penalty under Model Law 903 for a late consumer notice?' },
  { split: 'dev', absent: true, q: 'What does Senate Bill 25-119 require?' },
  { split: 'held', absent: true, q: 'What flood insurance take-up rate does the Ohio bulletin report?' },
  { split: 'dev', absent: true, q: 'How many vehicles does the Summit Mutual Ohio auto program insure?' },
  { split: 'held', absent: true, q: 'What is the average premium for Lakeshore Michigan renters policies?' },
  { split: 'dev', absent: true, q: 'What pet injury coverage limit does Granite Peak offer?' },
  { split: 'held', absent: true, q: 'What telematics discount does Summit Mutual give in Indiana?' },
  { split: 'dev', absent: true, q: 'What cyber liability sublimit is in Model Law No. 902?' },
  { split: 'held', absent: true, q: 'When was Colorado House Bill 24-1001 signed?' },
  { split: 'dev', absent: true, q: 'What was the Summit Mutual Ohio homeowners rate change in 2019?' },
  { split: 'held', absent: true, q: 'What is the tornado deductible in the Granite Peak Kansas filing?' },
];
