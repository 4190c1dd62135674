// Checks a part of the answer-quality set against the documents, without the engine:
//   node scripts/node22.mjs node bench/answers-quality/check-facts.mjs [split]   (default fresh21)
// Every answerable fact must stand on its documents' plain pages (render.mjs, as the floor reads them,
// matched with the harness's containsFact): for a PDF on the given page and on no other page of that
// document. A compound question (`allFacts`) needs every one of its facts: in the document, and for a PDF
// the first fact on the given page and each other fact on exactly one page. An absent question must have a probe (a pattern of its key words, written with the part) that
// matches none of the documents it names. No question may repeat an earlier part's, and every document
// must be asked about. Not part of npm test.
import { QUALITY_DOCUMENTS } from './documents.mjs';
import { containsFact } from './harness.mjs';
import { plainPages, renderQualityDocuments } from './render.mjs';
import { QUALITY_QUESTIONS } from './questions.mjs';

const byKey = new Map(QUALITY_DOCUMENTS.map((d) => [d.key, d]));
const pages = new Map(QUALITY_DOCUMENTS.map((d) => [d.key, plainPages(d)]));
const split = process.argv[2] ?? 'fresh21';
const PART = QUALITY_QUESTIONS.filter((q) => q.split === split);
let bad = 0;
const fail = (m) => {
  bad++;
  console.log('FAIL', m);
};
const expected = (q, key) => (typeof q.page === 'object' && q.page !== null ? q.page[key] : q.page);

for (const q of PART) {
  if (q.absent) continue;
  for (const key of q.docs) {
    const doc = byKey.get(key);
    if (!doc) {
      fail(`no doc ${key}`);
      continue;
    }
    const ps = pages.get(key);
    const page = expected(q, key);
    // One group of facts, of which one must stand; a compound question has one group per fact.
    const groups = q.allFacts ? q.facts.map((f) => [f]) : [q.facts];
    if (doc.format === 'pdf') {
      if (typeof page !== 'number') {
        fail(`${q.q}: pdf ${key} needs a page`);
        continue;
      }
      groups.forEach((facts, g) => {
        const on = ps.flatMap((p, i) => (containsFact(p, facts) ? [i + 1] : []));
        if (g > 0) {
          if (on.length !== 1) fail(`${q.q}: ${facts} on ${key} pages [${on}], not on exactly one`);
          return;
        }
        if (!on.includes(page)) fail(`${q.q}: ${facts} not on ${key} p${page}`);
        for (const i of on) if (i !== page) fail(`${q.q}: ${facts} also on ${key} p${i}`);
      });
    } else {
      if (page !== null) fail(`${q.q}: ${key} is ${doc.format}, page must be null`);
      for (const facts of groups)
        if (!containsFact(ps.join('\n\n'), facts)) fail(`${q.q}: ${facts} not in ${key}`);
    }
  }
}

// Absent: probes (regex over the given documents, or all) that must not match.
const all = QUALITY_DOCUMENTS.map((d) => d.key).filter((k) => !byKey.get(k).copyOf);
const text = (keys) => keys.map((k) => pages.get(k).join('\n\n')).join('\n\n');
// Probes of the absent questions, by part.
const PROBES = {};
PROBES.fresh4 = {
  'Ridgeline Casualty Colorado homeowners indicated change': [/homeowner/i, ['ridgeline-co-ppa']],
  'ridgeline OH PPA eff date': [/ohio/i, ['ridgeline-co-ppa']],
  'Ridgeline CO auto rental reimbursement selected change': [/rental/i, all],
  'Ridgeline Colorado towing and labor base rate': [/towing|roadside/i, all],
  "SERFF number of Ridgeline's 2024 Colorado auto filing": [/RDGC-2024|2024 filing/i, all],
  'Ridgeline Utah PPA selected overall change': [/Utah[^.]*(selected|%)/i, all],
  'How many comprehensive claims were in the Ridgeline CO experience period?': [
    /comprehensive (had|claims)/i,
    ['ridgeline-co-ppa'],
  ],
  'summit OH HO-8 selected change': [/HO-8/i, all],
  'Lakeshore Michigan territory 5 selected change': [/(^|\n)5 [A-Z]|territory 5/i, ['lakeshore-mi-ho']],
  'Granite Peak MI territory E indicated': [/(^|\n)E [A-Z]|territory E\b/, ['granite-mi-ho']],
  'Lakeshore OH PPA commission % of premium': [/commission/i, ['lakeshore-oh-ppa']],
  'granite peak IN HO commission ratio': [/commission/i, ['granite-in-ho']],
  'How credible is collision in the Summit Indiana PPA filing?': [/collision[^.]*credib/i, ['summit-in-ppa']],
  'On what date was MPS 41 adopted?': [
    /Adopted by[^.]*(on|in) \w+ ?\d|41[^.]*adopted (on|in)/i,
    ['standard-41'],
  ],
  'adoption date of Model Practice Standard No. 44': [/adopted[^.\n]*\d{4}/i, ['standard-44']],
  'ML 902 interest rate on late claim payments': [/interest/i, all],
  'Model Law 903: days of notice before a nonrenewal': [/nonrenew/i, ['model-law-903']],
  'When was Model Law No. 905 adopted?': [/(No\.|Law|ML) 905/i, all],
  'When did SB 25-118 pass the Colorado Senate?': [/passed|third reading|enacted on/i, ['co-bill']],
  'Ohio Bulletin 2025-03 fine for noncompliance': [/fine|penalt/i, ['ohio-bulletin']],
  'Indiana DOI roof schedule bulletin: minimum credit for old roofs': [
    /Indiana Department|Indiana bulletin/i,
    all,
  ],
  'Granite Peak Colorado auto effective date': [/Colorado/i, ['granite-in-ho', 'granite-mi-ho']],
  "What was indicated in Summit's prior (2023) Ohio HO filing?": [
    /prior[^.]*indicat|indicat[^.]*prior/i,
    ['summit-oh-ho'],
  ],
  'summit IN PPA comprehensive frequency trend': [/comprehensive[^.]*frequency/i, ['summit-in-ppa']],
  'MPS 44 Buhlmann k value': [/b(ü|u)hlmann|greatest accuracy/i, all],
  'Lakeshore CO PPA selected overall change': [/Colorado/i, ['lakeshore-oh-ppa', 'lakeshore-mi-ho']],
};
PROBES.fresh5 = {
  'Summit Mutual OH homeowners HO-5 selected change': [/HO-5/i, all],
  'summit OH HO deductible credit for $2,500': [/deductible/i, ['summit-oh-ho']],
  'Summit Indiana auto medical payments indicated': [/medical/i, ['summit-in-ppa']],
  'Summit IN PPA telematics discount cap': [/telematics|discount/i, ['summit-in-ppa']],
  'Lakeshore Ohio auto UM base rate': [/uninsured|\bUM\b/i, ['lakeshore-oh-ppa']],
  'Lakeshore OH auto premium trend': [/premium trend/i, ['lakeshore-oh-ppa']],
  'How many policies does Lakeshore insure in its Michigan homeowners program?': [
    /polic(y|ies)\b[^.]*\d|\d[\d,]* (homeowners )?polic/i,
    ['lakeshore-mi-ho'],
  ],
  'Lakeshore MI HO frozen pipe surcharge': [/frozen|surcharge/i, ['lakeshore-mi-ho']],
  "Granite Peak's prior Indiana homeowners rate change": [/prior/i, ['granite-in-ho']],
  'Granite Peak Indiana HO-4 selected': [/HO-4|by form|policy form/i, ['granite-in-ho']],
  'Granite Peak Michigan water backup endorsement limits': [/water backup/i, ['granite-mi-ho']],
  'GPIC MI homeowners commission %': [/commission/i, ['granite-mi-ho']],
  "How many policies are in Ridgeline's Mountains and Western Slope territory group?": [
    /Western Slope[^\n]*polic|polic[^\n]*Western Slope/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline CO collision deductible credit': [/collision[^.]*(credit|deductible)/i, ['ridgeline-co-ppa']],
  'Ridgeline Colorado property damage frequency trend': [
    /property damage[^.]*trend|trend[^.]*property damage/i,
    ['ridgeline-co-ppa'],
  ],
  'MPS 41 full credibility standard in claims': [/1,082|full credibility/i, ['standard-41']],
  'Standard 44: number of claims for full credibility of severity': [/severity/i, ['standard-44']],
  'Model Practice Standard No. 45 effective date': [/(No\.|Standard|MPS) 45/i, all],
  'ML 902 license suspension for flagrant violations': [/suspen|revo/i, all],
  'Under ML 903, is a filing deemed approved if the commissioner does not act in time?': [
    /deem/i,
    ['model-law-903'],
  ],
  'Which committee was SB 25-118 assigned to?': [/committee/i, ['co-bill']],
  'SB 25-118 aggregate penalty maximum': [/aggregate|maximum/i, ['co-bill']],
  'Ohio bulletin 2025-03 minimum credit for roofs older than 15 years': [/15 years/i, ['ohio-bulletin']],
  'Ohio Bulletin 2025-04 issue date': [/Bulletin 2025-04\b/i, all],
};
PROBES.fresh6 = {
  'Summit Mutual Ohio HO-2 broad form indicated change': [/HO-2/i, all],
  'Summit Ohio homeowners premium trend per year': [/premium trend/i, ['summit-oh-ho']],
  'When did Summit file its Michigan homeowners rates?': [/Michigan/i, ['summit-oh-ho', 'summit-in-ppa']],
  'Summit Indiana auto rental reimbursement indicated change': [/rental/i, all],
  'Summit IN PPA territory with the largest selected change': [/territor/i, ['summit-in-ppa']],
  'When was the prior Summit Indiana auto rate change effective?': [
    /prior (rate )?change/i,
    ['summit-in-ppa'],
  ],
  'Lakeshore Ohio auto proposed collision base rate after the change': [
    /proposed (base )?rate/i,
    ['lakeshore-oh-ppa'],
  ],
  'Lakeshore OH PPA medical payments selected change': [/medical/i, ['lakeshore-oh-ppa']],
  'How many policies are in the Lakeshore Ohio auto program?': [
    /polic(y|ies)\b[^.]*\d[\d,]{3}|\d[\d,]* polic/i,
    ['lakeshore-oh-ppa'],
  ],
  'Lakeshore Michigan HO territory 4 number of policies': [
    /polic(y|ies)\b[^.]*\d|\d[\d,]* polic/i,
    ['lakeshore-mi-ho'],
  ],
  'Lakeshore MI homeowners credibility percentage': [/credib/i, ['lakeshore-mi-ho']],
  'Lakeshore MI homeowners prior rate change': [/prior/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana homeowners selected change for territory 2': [/territor/i, ['granite-in-ho']],
  'Granite Peak IN HO average premium after the change': [/average (annual )?premium/i, ['granite-in-ho']],
  'What roof age triggers the payment schedule in Granite Peak Michigan?': [/roof/i, ['granite-mi-ho']],
  'Granite Peak Michigan HO-4 policy count': [/HO-4[^\n]*\d[\d,]{3}\b/i, ['granite-mi-ho']],
  'Granite Peak MI homeowners wind and hail deductible percentage': [
    /wind|hail|deductible/i,
    ['granite-mi-ho'],
  ],
  'GPIC Michigan territory D current base rate': [/base rate|current rate/i, ['granite-mi-ho']],
  'Ridgeline Colorado medical payments credibility': [/medical payments[^.]*credib/i, ['ridgeline-co-ppa']],
  'Ridgeline CO auto Western Slope current collision rate': [/Western Slope[^\n]*\$/i, ['ridgeline-co-ppa']],
  'When did Ridgeline file its Utah auto rates?': [/Utah[^.]*filed|filed[^.]*Utah/i, all],
  'MPS 41 Section 7 requirements': [/Sec(\.|tion) 7/i, ['standard-41']],
  'What year was Model Practice Standard No. 41 adopted?': [
    /41[^.]*adopted (on|in)|Adopted by[^.]*\d{4}/i,
    ['standard-41'],
  ],
  'MPS 44 full credibility standard for pure premium': [/pure premium/i, ['standard-44']],
  'Who chairs the Standards Council of the Casualty Rating Institute?': [/chair/i, all],
  'ML 902 Section 6 requirements': [/Section 6/i, ['model-law-902']],
  'Model Law 902: days to pay a claim after a court judgment': [/judg(e)?ment/i, all],
  'Model Law 903 penalty for failing to send the consumer notice': [/penalt|fine/i, ['model-law-903']],
  'ML 903: notice period for rate decreases': [/decrease/i, ['model-law-903']],
  'SB 25-118: which vendor supplies the wildfire risk scores?': [/vendor|supplie|provider/i, ['co-bill']],
  'Colorado SB 25-117 effective date': [/25-117/i, all],
  'Ohio bulletin 2025-03: minimum premium credit for roofs older than 20 years': [
    /20 years/i,
    ['ohio-bulletin'],
  ],
  'Ohio DOI bulletin 2025-02 subject': [/2025-02\b/i, all],
};
PROBES.fresh7 = {
  'Summit Mutual Ohio homeowners complement of credibility': [/complement/i, ['summit-oh-ho']],
  'Summit Ohio HO profit and contingencies load in the prior filing': [
    /prior[^.]*profit|profit[^.]*prior/i,
    ['summit-oh-ho'],
  ],
  'Summit Mutual Ohio private passenger auto SERFF tracking number': [
    /Ohio[^.]*auto|auto[^.]*Ohio/i,
    ['summit-oh-ho', 'summit-in-ppa'],
  ],
  'Summit Indiana auto uninsured motorists credibility': [
    /uninsured[^.]*credib|credib[^.]*uninsured/i,
    ['summit-in-ppa'],
  ],
  'Summit Mutual Indiana homeowners selected change': [
    /Indiana[^.]*homeowner|homeowner[^.]*Indiana/i,
    ['summit-oh-ho', 'summit-in-ppa'],
  ],
  'Summit Indiana auto average premium per vehicle after the revision': [/average/i, ['summit-in-ppa']],
  'Lakeshore Ohio PPA: effective date of the prior rate change': [/prior/i, ['lakeshore-oh-ppa']],
  'Lakeshore OH DriveSmart discount at enrolment': [/enrol/i, ['lakeshore-oh-ppa']],
  'Lakeshore Ohio homeowners indicated change': [
    /Ohio[^.]*homeowner|homeowner[^.]*Ohio/i,
    ['lakeshore-oh-ppa', 'lakeshore-mi-ho'],
  ],
  'Lakeshore Michigan HO water backup endorsement premium charge': [
    /backup[^.]*(premium|charge|cost|price)/i,
    ['lakeshore-mi-ho'],
  ],
  'Lakeshore MI homeowners ice dam endorsement limits': [/ice dam/i, ['lakeshore-mi-ho']],
  'Lakeshore Indiana private passenger auto indicated change': [
    /Indiana/i,
    ['lakeshore-oh-ppa', 'lakeshore-mi-ho'],
  ],
  'Granite Peak Indiana homeowners complement of credibility': [/complement/i, ['granite-in-ho']],
  'Granite Peak Indiana HO credit for a $5,000 deductible': [/\$5,000/, ['granite-in-ho']],
  'Granite Peak Indiana private passenger auto effective date': [/auto/i, ['granite-in-ho', 'granite-mi-ho']],
  'Granite Peak Michigan: cap on any single policyholder’s increase': [
    /policyholder|individual/i,
    ['granite-mi-ho'],
  ],
  'Granite Peak MI homeowners: how many policies get a rate decrease?': [/decrease/i, ['granite-mi-ho']],
  'Granite Peak Michigan HO-6 policy count': [/HO-6[^\n]*\d[\d,]{3}\b/i, ['granite-mi-ho']],
  'Ridgeline Colorado comprehensive credibility': [
    /comprehensive[^.]*credib|credib[^.]*comprehensive/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline Colorado homeowners wildfire mitigation discount': [/homeowner|wildfire/i, ['ridgeline-co-ppa']],
  'On what date did the Colorado Division approve the Ridgeline auto filing?': [
    /approv/i,
    ['ridgeline-co-ppa'],
  ],
  'MPS 41: minimum number of quarters for a trend fit': [/quarter/i, ['standard-41']],
  'Model Practice Standard No. 29 effective date': [/No\. 29[^.]*effective|effective[^.]*No\. 29/i, all],
  'MPS 44 Section 6': [/Section 6/i, ['standard-44']],
  'Model Practice Standard No. 43 scope': [/(No\.|Standard|MPS) 43\b/i, all],
  'ML 902 Section 7': [/Section 7/i, ['model-law-902']],
  'Model Law No. 901 adoption date': [/(No\.|Law|ML) 901\b/i, all],
  'ML 903 Section 5': [/Section 5/i, ['model-law-903']],
  'Model Law 903 filing fee': [/\bfees?\b/i, ['model-law-903']],
  'SB 25-118 minimum notice for a homeowners cancellation': [/cancel/i, ['co-bill']],
  'Colorado SB 25-118: how can a policyholder appeal a wildfire score?': [
    /appeal|dispute|challenge/i,
    ['co-bill'],
  ],
  'Colorado HB 25-118 sponsors': [/\bHB ?25|House Bill/i, all],
  'Ohio DOI bulletin 2025-03: contact for questions': [/contact|inquir|questions/i, ['ohio-bulletin']],
  'Michigan DIFS roof schedule bulletin date': [/DIFS|Michigan[^.]*bulletin|bulletin[^.]*Michigan/i, all],
  'Summit Mutual Colorado auto selected change': [/Colorado/i, ['summit-oh-ho', 'summit-in-ppa']],
};
PROBES.fresh8 = {
  'Summit Ohio homeowners HO-5 selected change': [/HO-5/i, ['summit-oh-ho']],
  'Summit Mutual Ohio HO wind/hail deductible': [/deductible/i, ['summit-oh-ho']],
  'Summit Ohio homeowners premium trend': [/premium trend/i, ['summit-oh-ho']],
  'Summit Indiana auto medical payments selected change': [/medical/i, ['summit-in-ppa']],
  'Summit Mutual Indiana PPA telematics discount': [/telematic|discount/i, ['summit-in-ppa']],
  'Summit Indiana auto comprehensive frequency trend': [
    /comprehensive[^.]*frequency|frequency[^.]*comprehensive/i,
    ['summit-in-ppa'],
  ],
  'Lakeshore Ohio uninsured motorists selected change': [/uninsured/i, ['lakeshore-oh-ppa']],
  'Lakeshore Ohio auto premium trend': [/premium trend/i, ['lakeshore-oh-ppa']],
  'Lakeshore Ohio PPA SERFF tracking number': [/SERFF/i, ['lakeshore-oh-ppa']],
  'Lakeshore Michigan homeowners SERFF tracking number': [/SERFF/i, ['lakeshore-mi-ho']],
  'Lakeshore Michigan HO prior rate change': [/prior/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana prior rate change': [/prior/i, ['granite-in-ho']],
  'Granite Peak Indiana homeowners commission': [/commission/i, ['granite-in-ho']],
  'Granite Peak Indiana: how many claims in the experience period?': [/claims/i, ['granite-in-ho']],
  'Granite Peak Michigan wind and hail deductible': [/deductible/i, ['granite-mi-ho']],
  'Granite Peak Michigan territory E selected change': [/Territory E|^\s*E\b/m, ['granite-mi-ho']],
  'Granite Peak Michigan HO-5 indicated': [/HO-5/i, ['granite-mi-ho']],
  'Ridgeline Colorado PD credibility': [
    /property damage[^.]*credib|credib[^.]*property damage/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline Colorado rental reimbursement selected change': [/rental/i, ['ridgeline-co-ppa']],
  'Ridgeline Casualty Utah auto selected change': [
    /Utah[^.]*(selected|change)|(selected|change)[^.]*Utah/i,
    ['ridgeline-co-ppa'],
  ],
  'MPS 41 Sec. 7': [/Sec\. 7/i, ['standard-41']],
  'Standard 41: minimum number of years of data for the trend fit': [
    /trend[^.]*years|years[^.]*trend/i,
    ['standard-41'],
  ],
  'MPS 42 effective date': [/(No\.|Standard|MPS) 42\b/i, all],
  'MPS 44 Section 7 documentation': [/Section 7/i, ['standard-44']],
  'Standard No. 44 Buhlmann credibility': [/B[uü]hlmann/i, ['standard-44']],
  'MPS 44 full credibility standard for severity': [/severity/i, ['standard-44']],
  'ML 902 Section 6': [/Section 6/i, ['model-law-902']],
  'Model Law 902 interest on late claim payments': [/interest/i, ['model-law-902']],
  'Model Law No. 904 adoption date': [/(No\.|Law|ML) ?904\b/i, all],
  'ML 903 Section 2 definitions': [/Section 2|definition/i, ['model-law-903']],
  'Model Law 903 deemer provision': [/deem/i, ['model-law-903']],
  'ML 903 penalty for failing to send the consumer notice': [/penalt/i, ['model-law-903']],
  'SB 25-118 Section 5': [/Section 5/i, ['co-bill']],
  'Colorado SB 25-118 aggregate penalty maximum': [/aggregate|maximum/i, ['co-bill']],
  'SB 25-119 sponsors': [/25-119/, all],
  'Ohio Bulletin 2025-05': [/Bulletin 2025-05|\b2025-05\b/i, all],
  'Ohio bulletin 2025-03 penalty for noncompliance': [/penalt|noncomplian/i, ['ohio-bulletin']],
  'Ohio bulletin 2025-03 credit for roofs older than 20 years': [/20 years/i, ['ohio-bulletin']],
  'Lakeshore Insurance Colorado auto indicated change': [
    /Colorado/i,
    ['lakeshore-oh-ppa', 'lakeshore-mi-ho'],
  ],
  'Ridgeline Ohio auto effective date': [/Ohio/i, ['ridgeline-co-ppa']],
  'Granite Peak Ohio homeowners roof schedule credit': [/Ohio/i, ['granite-in-ho', 'granite-mi-ho']],
};
PROBES.fresh9 = {
  'Summit Ohio HO expense trend': [/expense trend|trend[^.]*expense/i, ['summit-oh-ho']],
  'Summit Mutual Ohio homeowners hurricane provision': [/(?<!non-)hurricane/i, ['summit-oh-ho']],
  'Summit Ohio homeowners claim frequency trend': [/frequency trend/i, ['summit-oh-ho']],
  'Summit Indiana auto permissible loss & LAE ratio': [/permissible/i, ['summit-in-ppa']],
  'Summit IN PPA other acquisition expense': [/acquisition/i, ['summit-in-ppa']],
  'Summit Indiana auto PD frequency trend': [
    /property damage[^.]*trend|trend[^.]*property damage/i,
    ['summit-in-ppa'],
  ],
  'Summit Indiana auto: number of policies affected': [/polic(y|ies)\b(?! term)/i, ['summit-in-ppa']],
  'Lakeshore Ohio auto proposed comprehensive base rate': [/proposed/i, ['lakeshore-oh-ppa']],
  'Lakeshore Ohio PPA written premium': [/written premium|million/i, ['lakeshore-oh-ppa']],
  'Lakeshore OH auto ULAE': [/unallocated|ULAE/i, ['lakeshore-oh-ppa']],
  'Lakeshore Michigan homeowners expense ratio': [/expense/i, ['lakeshore-mi-ho']],
  'Lakeshore Michigan catastrophe provision in the prior filing': [/prior/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana wind/hail deductible': [
    /(wind and hail|wind\/hail|hail) deductible/i,
    ['granite-in-ho'],
  ],
  'Granite Peak Indiana homeowners ULAE': [/unallocated|ULAE/i, ['granite-in-ho']],
  'GPIC Indiana trend period in months': [/trend period|months/i, ['granite-in-ho']],
  'Granite Peak Michigan minimum all-perils deductible': [/deductible/i, ['granite-mi-ho']],
  'Granite Peak Michigan HO non-hurricane catastrophe provision': [
    /catastrophe provision|hurricane/i,
    ['granite-mi-ho'],
  ],
  'Granite Peak MI homeowners ULAE': [/unallocated|ULAE|adjustment expense/i, ['granite-mi-ho']],
  'Ridgeline Colorado UM frequency trend': [/uninsured[^.]*trend|trend[^.]*uninsured/i, ['ridgeline-co-ppa']],
  'Ridgeline Colorado collision credibility': [
    /collision[^.]*credib|credib[^.]*collision/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline hail deductible credit for a $500 option': [/\$500\b/, ['ridgeline-co-ppa']],
  'Ridgeline comprehensive severity trend': [
    /comprehensive[^.]*severity|severity[^.]*comprehensive/i,
    ['ridgeline-co-ppa'],
  ],
  'MPS 41 guidance on selecting an expense trend': [/expense trend|trend[^.]*expense/i, ['standard-41']],
  'MPS 41 profit provision guidance': [/profit/i, ['standard-41']],
  'Standard 41 reinsurance cost provision': [/reinsur/i, ['standard-41']],
  'MPS 44 greatest accuracy credibility': [/greatest accuracy|Bayes/i, ['standard-44']],
  'Standard 44 exposure-based full credibility standard': [/exposure/i, ['standard-44']],
  'Standard No. 44 documentation and disclosure requirements': [/document|disclos/i, ['standard-44']],
  'ML 902 time limit to respond to a claimant communication': [/communication|respond/i, ['model-law-902']],
  'Model Law 902 Section 10 severability': [/Section 10|severab/i, ['model-law-902']],
  'ML 903 Section 5 hearing rights': [/Section 5|hearing/i, ['model-law-903']],
  'Model Law 903: how many years a filing stays on public file': [
    /years|retain|retention/i,
    ['model-law-903'],
  ],
  'Model Law 903 electronic filing through SERFF': [/SERFF|electronic/i, ['model-law-903']],
  'SB 25-118 cancellation notice for nonpayment': [/cancel|nonpayment/i, ['co-bill']],
  'Colorado SB 25-118 fiscal note': [/fiscal|appropriat/i, ['co-bill']],
  'SB 25-118 maximum surcharge based on a wildfire score': [/surcharge|maximum/i, ['co-bill']],
  'Ohio bulletin 2025-03 roof age at which ACV settlement is allowed': [
    /(settle|actual cash value)[^.]*older than|older than[^.]*(settle|actual cash)/i,
    ['ohio-bulletin'],
  ],
  'ODI bulletin 2025-03 expiration date': [/expir|sunset|rescind/i, ['ohio-bulletin']],
  'Ohio bulletin 2025-03 dwelling fire policies': [/dwelling/i, ['ohio-bulletin']],
  'Lakeshore Indiana homeowners SERFF number': [/Indiana/i, ['lakeshore-oh-ppa', 'lakeshore-mi-ho']],
  'Granite Peak Colorado auto hail deductible': [/Colorado/i, ['granite-in-ho', 'granite-mi-ho']],
  'Summit Mutual Colorado homeowners wildfire score': [
    /Colorado|wildfire/i,
    ['summit-oh-ho', 'summit-in-ppa'],
  ],
};
PROBES.fresh10 = {
  'Summit Ohio HO-5 comprehensive form selected change': [/HO-5/i, all],
  'summit ohio homeowners territory rate changes': [/territor/i, ['summit-oh-ho']],
  'Summit Mutual Ohio HO wind/hail deductible options': [/deductible/i, ['summit-oh-ho']],
  'Summit Mutual Michigan homeowners selected change': [/Michigan/i, ['summit-oh-ho', 'summit-in-ppa']],
  'Summit Indiana PPA med pay change selected': [/medical/i, ['summit-in-ppa']],
  'Summit Mutual IN PPA telematics discount': [/telematic|discount/i, ['summit-in-ppa']],
  'summit indiana auto territory base rates': [/territor|base rate/i, ['summit-in-ppa']],
  'Lakeshore Ohio auto uninsured motorists base rate': [/uninsured/i, ['lakeshore-oh-ppa']],
  'Lakeshore OH PPA prior rate change': [/prior/i, ['lakeshore-oh-ppa']],
  'Lakeshore Ohio auto medical payments indication': [/medical/i, ['lakeshore-oh-ppa']],
  'Lakeshore Michigan homeowners average premium': [/average/i, ['lakeshore-mi-ho']],
  'Lakeshore MI HO policies in force': [/polic(y|ies)\b|in force/i, ['lakeshore-mi-ho']],
  'lakeshore MI HO fixed expense ratio': [/expense/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana homeowners prior rate change': [/prior/i, ['granite-in-ho']],
  'GPIC Indiana HO water backup endorsement limit': [/water|endorsement/i, ['granite-in-ho']],
  'Granite Peak Indiana homeowners territory indications': [/territor/i, ['granite-in-ho']],
  'Does Granite Peak introduce a wind/hail deductible in Michigan?': [/deductible/i, ['granite-mi-ho']],
  'Granite Peak Michigan HO-5 selected change': [/HO-5/i, ['granite-mi-ho']],
  'Granite Peak MI homeowners commission rate': [/commission/i, ['granite-mi-ho']],
  'Ridgeline Colorado uninsured motorists frequency trend': [
    /uninsured[^.]*trend|trend[^.]*uninsured/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline Casualty Colorado collision deductible credit': [
    /collision deductible|collision[^.]*credit/i,
    ['ridgeline-co-ppa'],
  ],
  'ridgeline CO PPA accident forgiveness': [/forgiv/i, all],
  'MPS 41 Section 7 reinsurance': [/Sec\. 7|Section 7|reinsur/i, ['standard-41']],
  'Standard 41 guidance on premium trend': [/premium trend/i, ['standard-41']],
  'Model Practice Standard No. 41 effective date for reserving work': [/reserv/i, ['standard-41']],
  'MPS 44 Buhlmann credibility method': [/b[uü]hlmann|greatest accuracy/i, ['standard-44']],
  'Standard No. 44 Section 6 credibility for reserving': [/Section 6/i, ['standard-44']],
  'Model Practice Standard 44 full credibility standard for severity': [/severity/i, ['standard-44']],
  'Model Law 902 Section 6 misrepresentation of policy provisions': [
    /Section 6|misrepresent/i,
    ['model-law-902'],
  ],
  'ML 902 interest on late claim payments': [/interest/i, ['model-law-902']],
  'Model Law No. 901 unfair trade practices': [/\b901\b|trade practices/i, all],
  'Model Law 903 penalties for late consumer notice': [/penalt/i, ['model-law-903']],
  'ML 903 Section 5 deemer provision': [/Section 5|deem/i, ['model-law-903']],
  'Model Law 904 rate filing transparency': [/(Model Law|ML|No\.) ?904/i, all],
  'SB 25-118 auto insurance nonrenewal': [/auto/i, ['co-bill']],
  'Colorado SB 25-119 wildfire mitigation': [/25-119/i, all],
  'SB 25-118 aggregate maximum penalty': [/aggregate|maximum/i, ['co-bill']],
  'Ohio bulletin 2025-03 commercial property roofs': [/commercial/i, ['ohio-bulletin']],
  'ODI bulletin 2025-04 wind and hail deductibles': [/2025-04|deductible/i, ['ohio-bulletin']],
  'ODI 2025-03 roof bulletin: penalty if an insurer doesn’t comply': [/penalt|noncompl/i, ['ohio-bulletin']],
};
PROBES.fresh11 = {
  'Summit Ohio HO ULAE as % of losses': [/unallocated|ULAE/i, ['summit-oh-ho']],
  'Summit Mutual Ohio homeowners water backup endorsement limits': [/water|endorsement/i, ['summit-oh-ho']],
  'summit ohio HO permissible loss & LAE ratio': [/permissible/i, ['summit-oh-ho']],
  'Summit OH homeowners roof surfacing ACV schedule': [/roof|actual cash/i, ['summit-oh-ho']],
  'Summit IN auto rental reimbursement change': [/rental/i, ['summit-in-ppa']],
  'Summit Indiana PPA permissible loss and LAE ratio': [/permissible/i, ['summit-in-ppa']],
  'Summit Indiana PPA underinsured motorist selected': [/underinsured/i, ['summit-in-ppa']],
  'Lakeshore Ohio auto medical payments base rate': [/medical/i, ['lakeshore-oh-ppa']],
  'Lakeshore Insurance Michigan auto rate change': [/Michigan/i, ['lakeshore-oh-ppa']],
  'lakeshore OH auto commission and general expense': [/commission|general expense/i, ['lakeshore-oh-ppa']],
  'Lakeshore Michigan homeowners ice dam endorsement': [/ice dam/i, ['lakeshore-mi-ho']],
  'Lakeshore MI HO credibility of experience': [/credib/i, ['lakeshore-mi-ho']],
  'Lakeshore MI HO frozen pipe surcharge percentage': [/frozen|surcharge/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana HO ice dam endorsement limits': [/ice dam|endorsement/i, ['granite-in-ho']],
  'Granite Indiana homeowners frozen pipe surcharge': [/frozen|surcharge/i, ['granite-in-ho']],
  'GPIC Indiana HO average annual premium change': [/average/i, ['granite-in-ho']],
  'Granite Peak Indiana private passenger auto rate change': [/auto/i, ['granite-in-ho', 'granite-mi-ho']],
  'Model Practice Standard 41 guidance on reinsurance costs': [/reinsur/i, ['standard-41']],
  'MPS 41 profit and contingencies provision guidance': [/profit|contingenc/i, ['standard-41']],
  'Model Practice Standard No. 42 effective date': [/(No\.|Standard|MPS) ?42/i, all],
  'MPS 44 Bühlmann–Straub credibility guidance': [/b[uü]hlmann|straub|greatest accuracy/i, all],
  'Standard 44 documentation retention period': [/document|retain|retention|kept/i, ['standard-44']],
  'Model Practice Standard 44 Section 7 disclosures': [/Section 7|disclos/i, ['standard-44']],
  'Model Law 902 claim file record retention': [/record|retain|retention|kept/i, ['model-law-902']],
  'model law 901 adoption date': [/(Model Law|ML|No\.) ?901/i, all],
  'Model Law 903 deemer clause if commissioner does not act': [/deem/i, ['model-law-903']],
  'ML 903 penalties for insurers': [/penalt|fine/i, ['model-law-903']],
  'Model Law 904 consumer notice of rate increase': [/(Model Law|ML|No\.) ?904/i, all],
  'Colorado SB 25-119 effective date': [/25-119/i, all],
  'SB 25-118 wildfire score use in auto rating': [/auto/i, ['co-bill']],
  'When did SB 25-118 clear the Senate committee?': [/committee|passed/i, ['co-bill']],
  'Ohio Bulletin 2025-04 hail deductibles': [/2025-04|deductible/i, ['ohio-bulletin']],
  'ODI bulletin 2025-03 deadline to refile existing roof schedules': [
    /refile|existing|deadline/i,
    ['ohio-bulletin'],
  ],
  'Michigan DIFS bulletin on roof payment schedules': [/Michigan/i, ['ohio-bulletin']],
  'Granite Peak Michigan HO wind/hail deductible': [/deductible/i, ['granite-mi-ho']],
  'Granite Michigan roof surfacing ACV schedule': [/roof|actual cash/i, ['granite-mi-ho']],
  'granite peak michigan HO-5 form selected change': [/HO-5/i, ['granite-mi-ho']],
  'Ridgeline Colorado PIP selected change': [/personal injury|\bPIP\b/i, ['ridgeline-co-ppa']],
  'Ridgeline CO underinsured motorist rate': [/underinsured/i, ['ridgeline-co-ppa']],
  'Ridgeline Casualty Grand Junction territory selected': [/Grand Junction/i, ['ridgeline-co-ppa']],
  'NAIC Model 880 unfair trade practices': [/\b880\b|trade practices/i, all],
  'Colorado Division of Insurance bulletin on hail deductibles': [
    /bulletin/i,
    ['ridgeline-co-ppa', 'co-bill'],
  ],
};
PROBES.fresh12 = {
  'Summit Mutual Ohio HO-5 comprehensive form indication': [/HO-5|comprehensive form/i, ['summit-oh-ho']],
  'Summit OH homeowners wind/hail percentage deductible': [/deductible/i, ['summit-oh-ho']],
  'Summit Ohio HO complement of credibility used': [/complement/i, ['summit-oh-ho']],
  'Summit Mutual Kentucky homeowners rate filing': [/Kentucky/i, all],
  'summit IN PPA med pay selected': [/medical/i, ['summit-in-ppa']],
  'Summit Mutual Indiana PPA telematics discount cap': [/telematic|discount/i, ['summit-in-ppa']],
  'Summit IN auto Indianapolis territory base rate': [/Indianapolis|territor|base rate/i, ['summit-in-ppa']],
  'Lakeshore Ohio UM/UIM selected change': [/uninsured|underinsured/i, ['lakeshore-oh-ppa']],
  'Lakeshore Ohio auto ULAE ratio': [/unallocated|ULAE/i, ['lakeshore-oh-ppa']],
  'Lakeshore OH PPA Columbus territory change': [/Columbus|territor/i, ['lakeshore-oh-ppa']],
  'Lakeshore MI HO average premium before and after': [/average|premium rises/i, ['lakeshore-mi-ho']],
  'SERFF tracking # lakeshore michigan HO': [/SERFF/i, ['lakeshore-mi-ho']],
  'Lakeshore Michigan HO-6 condo form selected change': [/HO-6|unit-owner|condo/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana HO complement of credibility': [/complement/i, ['granite-in-ho']],
  'Granite Indiana homeowners prior rate change': [/prior/i, ['granite-in-ho']],
  'GPIC Indiana HO wind/hail percentage deductible': [
    /Coverage A|percentage deductible|wind and hail deductible/i,
    ['granite-in-ho'],
  ],
  'MPS 41 guidance on premium trend': [/premium/i, ['standard-41']],
  'Model Practice Standard No. 43 catastrophe models': [/(No\.|Standard|MPS) ?43/i, all],
  'Standard 41 — commission and general expense provisions': [/commission|general expense/i, ['standard-41']],
  'std 41 guidance on choosing exponential vs linear trend': [/exponential|linear/i, ['standard-41']],
  'MPS 44 guidance on capping credibility for catastrophe-exposed lines': [
    /catastroph|\bcap/i,
    ['standard-44'],
  ],
  'Model Practice Standard No. 45 reserving guidance': [/(No\.|Standard|MPS) ?45/i, all],
  'std 44 minimum number of years of experience': [/years/i, ['standard-44']],
  "Unfair Claims Settlement Practices Act — time to reply to an insured's correspondence": [
    /correspondence|communication/i,
    ['model-law-902'],
  ],
  'ML 902 section 6 — misrepresenting policy provisions': [/Section 6|misrepresent/i, ['model-law-902']],
  'Model Law 903 hearing rights after disapproval': [/hearing|appeal/i, ['model-law-903']],
  'ML 903 consumer notice for rate decreases': [/decrease/i, ['model-law-903']],
  'Model Law 903 SERFF electronic filing requirement': [/SERFF|electronic/i, ['model-law-903']],
  'SB 25-118 fiscal note cost': [/fiscal/i, ['co-bill']],
  'Colorado SB 25-118 mid-term cancellation notice': [/cancel/i, ['co-bill']],
  'Colorado HB 25-118 House version': [/House Bill|HB ?25/i, ['co-bill']],
  'ODI bulletin 2025-03 how roof age is measured': [/\bage\b|measur/i, ['ohio-bulletin']],
  'Ohio bulletin on cosmetic hail damage exclusions': [/cosmetic|exclusion/i, ['ohio-bulletin']],
  'ODI Bulletin 2024-03 roof schedules': [/2024-03/i, all],
  'Granite Peak Michigan HO ULAE': [/unallocated|ULAE/i, ['granite-mi-ho']],
  'Granite MI homeowners Detroit territory selected': [/Detroit/i, ['granite-mi-ho']],
  'Ridgeline Colorado rental reimbursement selected': [/rental/i, ['ridgeline-co-ppa']],
  'Ridgeline Casualty Utah auto rate filing effective date': [/Utah[^.]*effective/i, ['ridgeline-co-ppa']],
  'Ridgeline CO PPA good student discount': [/student/i, ['ridgeline-co-ppa']],
  'Ridgeline comprehensive glass deductible': [/glass/i, ['ridgeline-co-ppa']],
  'NAIC model bulletin on artificial intelligence in rating': [/artificial intelligence|\bNAIC\b/i, all],
  'Indiana Department of Insurance bulletin on roof schedules': [
    /Indiana Department|bulletin/i,
    ['granite-in-ho', 'summit-in-ppa'],
  ],
  'Granite Peak Texas homeowners filing': [/Texas/i, all],
};
PROBES.fresh13 = {
  'Summit Mutual Ohio HO-3 base rate': [/base rate/i, ['summit-oh-ho']],
  'Summit Ohio homeowners water backup endorsement limits': [/water|backup/i, ['summit-oh-ho']],
  'Summit Mutual OH HO roof surfacing payment schedule credit': [/roof/i, ['summit-oh-ho']],
  'Summit Mutual Indiana PPA comprehensive deductible options': [/deductible/i, ['summit-in-ppa']],
  'Summit Mutual Illinois private passenger auto filing': [/Illinois/i, all],
  'Summit IN PPA prior rate change': [/prior (rate )?change|previous/i, ['summit-in-ppa']],
  'Lakeshore OH med pay indicated chg': [/medical/i, ['lakeshore-oh-ppa']],
  'Lakeshore Insurance Indiana auto rate filing': [/Indiana/i, ['lakeshore-oh-ppa', 'lakeshore-mi-ho']],
  'DriveSmart discount — starting percentage (Lakeshore)': [/enrol|initial|starts at/i, ['lakeshore-oh-ppa']],
  'Lakeshore Michigan ice dam endorsement limits': [/ice dam/i, ['lakeshore-mi-ho']],
  'Lakeshore Michigan HO — last rate change before this filing': [/prior/i, ['lakeshore-mi-ho']],
  'Lakeshore MI frozen pipe surcharge': [/frozen|surcharge/i, ['lakeshore-mi-ho']],
  'GPIC Indiana HO unallocated LAE load': [/unallocated|ULAE/i, ['granite-in-ho']],
  'Granite Peak Indiana HO-6 selected change': [/HO-6|unit-owner|condo/i, ['granite-in-ho']],
  'Granite Peak Ohio homeowners rate filing': [/Ohio/i, ['granite-in-ho', 'granite-mi-ho']],
  'Granite Peak Michigan roof payment schedule': [/roof/i, ['granite-mi-ho']],
  'Granite MI HO water backup endorsement limits': [/backup/i, ['granite-mi-ho']],
  'Granite MI homeowners separate wind/hail deductible': [/deductible/i, ['granite-mi-ho']],
  'Ridgeline Colorado collision deductible options': [/collision deductible/i, ['ridgeline-co-ppa']],
  'RoadWise telematics mileage requirement': [/mileage|miles/i, ['ridgeline-co-ppa']],
  'Ridgeline Colorado auto accident forgiveness rule': [/forgiv/i, ['ridgeline-co-ppa']],
  'MPS 41 guidance on capping large losses': [/large loss|capp|\bcap\b/i, ['standard-41']],
  'Model Practice Standard No. 42': [/(No\.|Standard|MPS) ?42/i, all],
  'Std 41 section 7': [/Sec(tion|\.) ?7/i, ['standard-41']],
  'MPS 44 Bühlmann credibility guidance': [/B(ü|u)hlmann|greatest accuracy|least squares/i, ['standard-44']],
  'Model Practice Standard No. 46': [/(No\.|Standard|MPS) ?46/i, all],
  'MPS 44 complement for excess layers': [/excess|layer|increased limits/i, ['standard-44']],
  'interest owed on late claim payments under ML 902': [/interest/i, ['model-law-902']],
  'Model Law No. 901': [/(No\.|Law|ML) ?901/i, all],
  'ML 902 license suspension for repeat violations': [/suspen|revo|licens/i, ['model-law-902']],
  'ML 903 — is a filing deemed approved if the commissioner misses the deadline?': [
    /deem/i,
    ['model-law-903'],
  ],
  'ML 903 penalties for late notice': [/penalt/i, ['model-law-903']],
  'Model Law No. 904': [/(No\.|Law|ML) ?904/i, all],
  'SB 25-118 FAIR plan provisions': [/FAIR plan/i, ['co-bill']],
  'Colorado SB 25-119': [/25-119/i, all],
  'SB 25-118 appeal of a wildfire risk score': [/appeal/i, ['co-bill']],
  'ODI Bulletin 2025-02': [/2025-02/i, all],
  'Ohio roof schedule bulletin penalties': [/penalt/i, ['ohio-bulletin']],
  'Ohio bulletin metal roof credit': [/metal/i, ['ohio-bulletin']],
  'NAIC Unfair Trade Practices Act model 880 provisions': [/NAIC|\b880\b/i, all],
  'Kentucky Department of Insurance bulletin on roof schedules': [/Kentucky/i, all],
};
PROBES.fresh14 = {
  'Summit Mutual Ohio HO-3 wind/hail deductible options': [/deductible/i, ['summit-oh-ho']],
  'Summit Mutual Kentucky homeowners selected change': [/Kentucky/i, all],
  'Summit OH HO complement of credibility': [/complement/i, ['summit-oh-ho']],
  'Summit IN PPA medical payments selected change': [/medical/i, ['summit-in-ppa']],
  'Summit Mutual Indiana homeowners rate filing': [/Summit[^.\n]*Indiana[^.\n]*homeowner/i, all],
  'Lakeshore OH PPA uninsured motorists current base rate': [/uninsured|\bUM\b/i, ['lakeshore-oh-ppa']],
  'Lakeshore Ohio auto ULAE load': [/unallocated|ULAE/i, ['lakeshore-oh-ppa']],
  'Lakeshore OH collision proposed base rate': [/proposed/i, ['lakeshore-oh-ppa']],
  'Lakeshore MI HO Southwest Michigan territory selected change': [/Southwest/i, ['lakeshore-mi-ho']],
  'Lakeshore Michigan homeowners credibility of the experience': [/credib/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana HO territory changes': [/territor/i, ['granite-in-ho']],
  'Granite Peak Indiana homeowners average premium after the change': [
    /average (annual )?premium/i,
    ['granite-in-ho'],
  ],
  'GPIC IN HO complement of credibility': [/complement/i, ['granite-in-ho']],
  'GPIC Michigan HO Detroit metro territory selected change': [/Detroit/i, ['granite-mi-ho']],
  'Granite Peak MI homeowners ULAE load': [/unallocated|ULAE|adjustment expense/i, ['granite-mi-ho']],
  'Granite Peak Indemnity Colorado homeowners filing': [/Colorado/i, ['granite-in-ho', 'granite-mi-ho']],
  'Ridgeline Colorado uninsured motorists severity trend': [
    /motorists[^.]*severity|severity[^.]*(uninsured|motorists)/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline Casualty Wyoming auto rate filing': [/Wyoming[^.]*(filing|effective|rate change)/i, all],
  'Ridgeline CO PD claim count in the experience period': [
    /property damage[^.]*claims|claims[^.]*property damage/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline Colorado Boulder territory group selected change': [/Boulder/i, all],
  'MPS 41 guidance on reinsurance costs': [/reinsurance/i, ['standard-41']],
  'Model Practice Standard No. 40': [/(No\.|Standard|MPS) ?40/i, all],
  'MPS 41 minimum number of years in the experience period': [
    /experience period[^.]*years|years[^.]*experience period/i,
    ['standard-41'],
  ],
  'MPS 44 Bornhuetter-Ferguson complement for reserving': [/Bornhuetter|Ferguson/i, all],
  'Standard 44 minimum credibility for small classes': [/minimum|small class/i, ['standard-44']],
  'Model Practice Standard No. 43': [/(No\.|Standard|MPS) ?43/i, all],
  'ML 902 time limit to pay a claim after a court judgment': [/judgment|court/i, ['model-law-902']],
  'Model Law 902 misrepresentation of policy provisions': [/misrepresent/i, ['model-law-902']],
  'ML 902 private right of action': [/private|right of action/i, ['model-law-902']],
  'ML 903 hearing rights after a disapproval': [/hearing/i, ['model-law-903']],
  'Model Law 903 notice lead time for rate decreases': [/decrease/i, ['model-law-903']],
  'ML 903 filing fee': [/\bfees?\b/i, ['model-law-903']],
  'SB 25-118 fiscal note': [/fiscal/i, ['co-bill']],
  'Colorado SB 25-118 governor signature date': [/governor|signed/i, ['co-bill']],
  'SB 25-118 cancellation notice for nonpayment of premium': [/cancel|nonpayment/i, ['co-bill']],
  'Colorado HB 25-1182': [/\bHB\b|House Bill|25-1182/i, all],
  'ODI 2025-03 credit for roofs older than 20 years': [/20 years/i, ['ohio-bulletin']],
  'Ohio bulletin on wind/hail deductibles': [/deductible/i, ['ohio-bulletin']],
  'Ohio Bulletin 2025-03 department contact for questions': [
    /contact|questions|phone|e-?mail/i,
    ['ohio-bulletin'],
  ],
  'Pennsylvania Insurance Department roof schedule notice': [/Pennsylvania/i, all],
  'Model Law No. 906': [/(No\.|Law|ML) ?906/i, all],
};
PROBES.fresh15 = {
  'Summit Mutual Ohio homeowners reinsurance cost provision': [/reinsurance/i, all],
  'When did ODI approve the Summit Mutual Ohio homeowners filing?': [/approv/i, ['summit-oh-ho']],
  'Summit Mutual OH dwelling fire (DP-3) rate change': [/dwelling fire|DP-?3/i, all],
  'Summit Mutual IN PPA underinsured motorists selected change': [/underinsured|\bUIM\b/i, all],
  'Summit Indiana auto average premium per vehicle before and after': [
    /average[^.]*premium/i,
    ['summit-in-ppa'],
  ],
  'Summit IN PPA property damage severity trend': [
    /property damage[^.]*(trend|severity)|(trend|severity)[^.]*property damage/i,
    ['summit-in-ppa'],
  ],
  'Lakeshore Ohio auto medical payments current base rate': [/medical/i, ['lakeshore-oh-ppa']],
  'Lakeshore OH PPA accident forgiveness': [/forgiv/i, all],
  'When did Lakeshore last change its Ohio auto rates before this filing?': [
    /prior|previous|last (rate )?change|took effect/i,
    ['lakeshore-oh-ppa'],
  ],
  'Lakeshore MI homeowners: what fixed expense ratio is loaded?': [/expense/i, ['lakeshore-mi-ho']],
  'How many policies are in Lakeshore MI territory 1 (Detroit)?': [/polic(y|ies)\b/i, ['lakeshore-mi-ho']],
  'lakeshore MI HO — ice-dam coverage limit choices': [/ice dam/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana HO separate wind/hail deductible percentage': [
    /hail deductible|of Coverage A|deductible of \d+%/i,
    ['granite-in-ho'],
  ],
  'GPIC Indiana homeowners full credibility standard in claims': [
    /1,082|full credibility|\d claims/i,
    ['granite-in-ho'],
  ],
  'Granite Peak IN homeowners ice dam endorsement limits': [/ice dam|endorsement/i, ['granite-in-ho']],
  'MPS 41 guidance on projecting fixed expenses': [
    /fixed expense|expense trend|expense provision|general expense/i,
    ['standard-41'],
  ],
  'Model Practice Standard No. 42 scope': [/(No\.|Standard|MPS) ?42\b/i, all],
  'When did Model Practice Standard No. 29 become effective?': [
    /(No\.|Standard|MPS) ?29[^.]*effective|effective[^.]*(No\.|Standard|MPS) ?29/i,
    all,
  ],
  'MPS 44 — claims needed for full credibility of pure premium': [/pure premium/i, ['standard-44']],
  'Standard 44 credibility for excess layers': [/excess|layer/i, ['standard-44']],
  'year the old credibility standard No. 25 was adopted': [
    /(No\.|Standard|MPS) ?25[^.]*adopted|adopted[^.]*(No\.|Standard|MPS) ?25\b/i,
    all,
  ],
  'MPS 44 Section 6 requirements': [/Section 6/i, ['standard-44']],
  'ML 902 interval for claim status letters to the claimant': [
    /status|every \d+ (calendar )?days|claimant/i,
    ['model-law-902'],
  ],
  'Model Law No. 901 purpose': [/(No\.|Law|ML) ?901\b/i, all],
  'ML 902 appraisal or arbitration of disputed claims': [/apprais|arbitrat|disput/i, all],
  'What fine does ML 903 set when an insurer skips the rate-increase notice?': [
    /penalt|fine\b|violation/i,
    ['model-law-903'],
  ],
  'Model Law 903 Section 5': [/Section 5/i, ['model-law-903']],
  'Model Law 904 — when was it adopted by the conference': [/(No\.|Law|ML) ?904\b/i, all],
  'SB 25-118 notice requirement for premium increases at renewal': [/increase/i, ['co-bill']],
  'CO SB 25-119 nonrenewal provisions': [/25-119/i, all],
  'SB 25-118 approval of wildfire risk score vendors by the division': [/approv|vendor|model/i, ['co-bill']],
  'Ohio bulletin 2025-03 sunset or expiration date': [/expir|sunset|rescind|supersed/i, ['ohio-bulletin']],
  'Ohio Department of Insurance Bulletin 2025-02': [/2025-02\b/i, all],
  'Who signed Ohio Bulletin 2025-03?': [/superintendent|director|signed|commissioner/i, ['ohio-bulletin']],
  'Granite Peak MI homeowners separate wind/hail deductible': [
    /hail deductible|wind and hail|deductible/i,
    ['granite-mi-ho'],
  ],
  'Granite Peak Michigan roof surfacing payment schedule': [/roof|actual cash value/i, ['granite-mi-ho']],
  'Granite Peak Indemnity Ohio homeowners filing': [/Ohio/i, ['granite-in-ho', 'granite-mi-ho']],
  'Ridgeline CO medical payments claim count': [
    /medical payments[^.]*claims|claims[^.]*medical/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline Colorado comprehensive severity trend': [
    /comprehensive[^.]*severity|severity[^.]*comprehensive/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline Grand Junction territory selected change': [/Grand Junction/i, all],
  'Ridgeline CO PIP base rate': [/personal injury protection|\bPIP\b/i, all],
};
PROBES.fresh16 = {
  'Summit Mutual OH homeowners ordinance or law coverage — selected change?': [/ordinance/i, all],
  'Which Ohio rating territory gets the biggest increase in the Summit homeowners filing?': [
    /territor/i,
    ['summit-oh-ho'],
  ],
  'summit ohio HO water backup endorsement limit options': [/water backup|endorsement/i, ['summit-oh-ho']],
  'summit IN PPA comprehensive severity trend selected': [
    /comprehensive[^.]*severity|severity[^.]*comprehensive/i,
    ['summit-in-ppa'],
  ],
  'Is there a cap on individual policyholder increases in Summit Mutual’s Indiana auto filing?': [
    /\bcap|individual|no policyholder|policyholder impact/i,
    ['summit-in-ppa'],
  ],
  'When did Summit Mutual file its Indiana homeowners rates?': [/homeowner/i, ['summit-in-ppa']],
  'Which Ohio territory gets the largest change in Lakeshore’s auto filing?': [
    /territor/i,
    ['lakeshore-oh-ppa'],
  ],
  'Lakeshore Ohio private passenger trend period in months': [/trend period|months/i, ['lakeshore-oh-ppa']],
  'After this revision, what will Lakeshore charge as the Ohio collision base rate?': [
    /proposed|new base rate/i,
    ['lakeshore-oh-ppa'],
  ],
  'Lakeshore Insurance Indiana private passenger auto — overall change requested': [
    /Indiana/i,
    ['lakeshore-oh-ppa', 'lakeshore-mi-ho'],
  ],
  'Lakeshore Michigan homeowners: prior rate change and its effective date': [
    /prior|previous|last (rate )?change/i,
    ['lakeshore-mi-ho'],
  ],
  'How credible is the experience in the Lakeshore MI HO filing?': [/credib/i, ['lakeshore-mi-ho']],
  'Does Lakeshore settle older roofs in Michigan on an actual cash value basis?': [
    /roof|actual cash value|\bACV\b/i,
    ['lakeshore-mi-ho'],
  ],
  'In the GPIC-2025-2207 memo, what body of data fills the non-credible share of the Indiana experience?': [
    /complement/i,
    ['granite-in-ho'],
  ],
  'What premium credit does Granite Peak give Indiana insureds in exchange for the roof ACV schedule?': [
    /roof[^.]*credit|credit[^.]*roof/i,
    ['granite-in-ho'],
  ],
  'When did the Indiana department approve the Granite Peak homeowners filing?': [
    /approv/i,
    ['granite-in-ho'],
  ],
  'Model Practice Standard No. 40 — subject and effective date': [/(No\.|Standard|MPS) ?40\b/i, all],
  'What does MPS 41 say about the profit provision?': [/profit/i, ['standard-41']],
  'Under Standard 41, should the actuary use exponential or linear trend fits?': [
    /exponential|linear/i,
    ['standard-41'],
  ],
  'How long must credibility work papers be retained under MPS 44?': [
    /retain|retention|kept|seven|document/i,
    ['standard-44'],
  ],
  'What does practice standard 43 require of actuaries?': [/(No\.|Standard|MPS) ?43\b/i, all],
  'Does Standard 44 cover Bayesian credibility methods?': [/bayes/i, all],
  'ML 902 — how fast must an insurer start its investigation of a claim?': [
    /begin|commence|initiat|start/i,
    ['model-law-902'],
  ],
  'Does Model Law 902 create a private right of action for claimants?': [
    /right of action|cause of action/i,
    all,
  ],
  'Under ML 902, within how many days must an insurer answer a claimant’s correspondence?': [
    /correspond|communicat|claimant/i,
    ['model-law-902'],
  ],
  'Model act 903: advance notice insurers owe policyholders when rates go down': [
    /decrease/i,
    ['model-law-903'],
  ],
  'Does Model Law 903 require a public hearing on large rate increases?': [/hearing/i, all],
  'When did the regulators’ conference adopt ML 906?': [/(No\.|Law|ML) ?906\b/i, all],
  'SB 25-118 notice period for mid-term cancellations': [/cancel/i, ['co-bill']],
  'When did the governor sign Colorado SB 25-118?': [/governor|signed/i, ['co-bill']],
  'Under SB 25-118, within how many days of a request must the wildfire score be disclosed?': [
    /within \d+|\d+ (business |calendar )?days (of|after) (a |the )?request/i,
    ['co-bill'],
  ],
  'Colorado House Bill companion to SB 25-118 — its number': [/House Bill|\bHB ?\d/i, all],
  'Ohio bulletin 2025-03 nonrenewal notice requirement': [/nonrenew/i, ['ohio-bulletin']],
  'How does Ohio Bulletin 2025-03 treat cosmetic hail damage or matching?': [
    /cosmetic|match/i,
    ['ohio-bulletin'],
  ],
  'ODI Bulletin 2024-03 subject': [/2024-03/i, all],
  'GPIC-2025-2391: is the lowest AOP deductible being raised, and to what?': [
    /deductible|all-perils/i,
    ['granite-mi-ho'],
  ],
  'Granite Peak MI HO loss adjustment expense load': [/adjustment expense|\bLAE\b/i, ['granite-mi-ho']],
  'Granite Peak Indemnity Wisconsin homeowners rate change': [/Wisconsin/i, all],
  'Ridgeline Colorado Northern Front Range proposed base rate for collision': [
    /Northern Front Range[^\n]*\$|territory[^.]*base rate/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline CO comprehensive credit with a $500 hail deductible': [/\$500\b/, ['ridgeline-co-ppa']],
  'How credible is medical payments in the Ridgeline Colorado auto filing?': [
    /medical payments[^.]*credib|credib[^.]*medical/i,
    ['ridgeline-co-ppa'],
  ],
};
PROBES.fresh17 = {
  'Summit Mutual Ohio homeowners — permissible loss & LAE ratio?': [/permissible/i, ['summit-oh-ho']],
  'summit OH HO-2 Broad Form selected change': [/HO-2\b/i, all],
  'What premium trend did Summit Mutual select for its Ohio homeowners indication?': [
    /premium trend/i,
    ['summit-oh-ho'],
  ],
  'Summit Mutual Indiana auto: what permissible loss and LAE ratio does the memo derive?': [
    /permissible/i,
    ['summit-in-ppa'],
  ],
  'summit IN PPA taxes licenses and fees %': [/taxes|licenses/i, ['summit-in-ppa']],
  "How many policies (not vehicles) are in Summit's Indiana auto book?": [/polic(y|ies)/i, ['summit-in-ppa']],
  'Lakeshore OH auto med pay indicated change': [/medical|med pay/i, ['lakeshore-oh-ppa']],
  'What ULAE load does Lakeshore use in its Ohio private passenger filing?': [
    /unallocated|ULAE/i,
    ['lakeshore-oh-ppa'],
  ],
  "Lakeshore's Ohio homeowners program — overall rate change requested?": [
    /Ohio[^.]*homeowner|homeowner[^.]*Ohio/i,
    ['lakeshore-oh-ppa', 'lakeshore-mi-ho'],
  ],
  'Lakeshore Michigan homeowners ice dam endorsement limits': [/ice dam/i, ['lakeshore-mi-ho']],
  "What was the prior rate change in Lakeshore's Michigan homeowners program?": [
    /prior/i,
    ['lakeshore-mi-ho'],
  ],
  "How credible is Lakeshore's Michigan HO experience?": [/credib/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana HO — credit for a $5,000 deductible?': [/\$5,000/, ['granite-in-ho']],
  'Granite Peak Indiana homeowners: average annual premium after the change': [
    /average[^.]*premium/i,
    ['granite-in-ho'],
  ],
  'What complement of credibility does Granite Peak use in Indiana?': [/complement/i, ['granite-in-ho']],
  'Granite Peak MI HO wind/hail deductible as a % of Coverage A': [
    /deductible|Coverage A/i,
    ['granite-mi-ho'],
  ],
  "Does Granite Peak's Michigan filing pay older roofs on an ACV schedule?": [
    /roof|actual cash/i,
    ['granite-mi-ho'],
  ],
  'granite peak MI homeowners taxes, licenses & fees load': [/taxes|licenses/i, ['granite-mi-ho']],
  'Ridgeline CO PPA: credit for a $1,000 collision deductible': [
    /collision deductible|collision credit/i,
    ['ridgeline-co-ppa'],
  ],
  'Ridgeline Colorado underinsured motorists (UIM) selected change': [/underinsured|\bUIM\b/i, all],
  "Ridgeline's Colorado auto average premium per policy, before and after": [
    /per policy/i,
    ['ridgeline-co-ppa'],
  ],
  'ridgeline CO auto — allocated LAE (ALAE) load?': [/\ballocated|\bALAE\b/i, ['ridgeline-co-ppa']],
  'Model Practice Standard No. 42 — effective date?': [/No\. 42\b|Standard 42\b|MPS ?42\b/i, all],
  'MPS 41: minimum number of quarters of data for a loss trend fit?': [/quarter/i, ['standard-41']],
  'Does Standard 41 address reinsurance costs in prospective rates?': [/reinsurance/i, all],
  'Model Practice Standard No. 45 — scope?': [/No\. 45\b|Standard 45\b|MPS ?45\b/i, all],
  'What full credibility standard does MPS 44 set for claim severity?': [/severity/i, ['standard-44']],
  'In what year was Model Practice Standard No. 25 adopted?': [/No\. 25[^.\n]*\d{4}/, all],
  'When was Model Law No. 900 adopted?': [/No\. 900\b|Law 900\b|ML ?900\b/i, all],
  'Under ML 902, how many days does an insurer have to begin its investigation of a claim?': [
    /begin|commence|start/i,
    ['model-law-902'],
  ],
  'ML 902: can the commissioner suspend or revoke a license for flagrant violations?': [
    /suspen|revok|revoc|licen[cs]e/i,
    ['model-law-902'],
  ],
  'Penalty for failing to send the 903 consumer notice?': [/penalt|fine/i, ['model-law-903']],
  'Model Law No. 904 — what does it cover?': [/No\. 904\b|Law 904\b|ML ?904\b/i, all],
  "ML 903: is a filing deemed approved if the commissioner doesn't act within the review period?": [
    /deem/i,
    all,
  ],
  'Colorado SB 25-117 — what does it do?': [/25-117|25-119/, all],
  'Under SB 25-118, how much notice is required for a midterm cancellation?': [/cancel/i, ['co-bill']],
  'Which Senate committee heard SB 25-118?': [/committee/i, ['co-bill']],
  'When was SB 25-118 introduced in the House?': [/House/i, ['co-bill']],
  'ODI Bulletin 2025-04 — what does it cover?': [/Bulletin 2025-04/i, all],
  'Ohio roof bulletin — max annual depreciation allowed on a roof schedule?': [
    /depreciat/i,
    ['ohio-bulletin'],
  ],
  'Who signed ODI Bulletin 2025-03?': [/signed|Director|Superintendent|Commissioner/i, ['ohio-bulletin']],
};
PROBES.fresh18 = {
  'Summit Mutual Ohio HO — which sewer/water backup endorsement limits are offered?': [
    /water backup|sewer/i,
    ['summit-oh-ho'],
  ],
  'What complement of credibility is used in the Summit Ohio homeowners indication?': [
    /complement/i,
    ['summit-oh-ho'],
  ],
  'On what date did ODI approve the Summit Mutual Ohio homeowners revision?': [/approv/i, ['summit-oh-ho']],
  "Summit Mutual's Ohio dwelling fire (DP-3) program — selected rate change?": [/DP-\d|dwelling fire/i, all],
  'Summit IN PPA — comprehensive hail deductible credit?': [/hail|deductible/i, ['summit-in-ppa']],
  'Summit Mutual Indiana auto: other acquisition and general expense loads?': [
    /other acquisition|general expense/i,
    ['summit-in-ppa'],
  ],
  'What overall change did Summit Mutual select for its Indiana homeowners book?': [
    /Indiana[^.]*homeowner|homeowner[^.]*Indiana/i,
    ['summit-oh-ho', 'summit-in-ppa'],
  ],
  'Lakeshore Ohio auto — how many months is the trend period?': [
    /trend period|months/i,
    ['lakeshore-oh-ppa'],
  ],
  'Lakeshore OH PPA: average premium per vehicle before and after the change?': [
    /average[^.]*premium|per vehicle/i,
    ['lakeshore-oh-ppa'],
  ],
  'How many Lakeshore Ohio auto policyholders will see a rate decrease?': [/decrease/i, ['lakeshore-oh-ppa']],
  "Lakeshore's Michigan private passenger auto filing — overall change requested?": [
    /Michigan[^.\n]*(auto|private passenger)|(auto|private passenger)[^.\n]*Michigan/i,
    all,
  ],
  'Lakeshore Michigan homeowners — commission as a percent of premium?': [/commission/i, ['lakeshore-mi-ho']],
  'Lakeshore MI HO: how is the loss trend split between frequency and severity?': [
    /frequency|severity/i,
    ['lakeshore-mi-ho'],
  ],
  'Lakeshore MI homeowners: what fixed expense ratio is loaded?': [/expense/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana HO — ice dam endorsement limits?': [/ice dam|endorsement/i, ['granite-in-ho']],
  'What full credibility standard (in claims) does Granite Peak use for Indiana homeowners?': [
    /full credib|claims|1,082/i,
    ['granite-in-ho'],
  ],
  'GPIC Indiana homeowners weather-event load for convective storms': [
    /weather|convective/i,
    ['granite-in-ho'],
  ],
  'Granite Peak Michigan HO — selected change for the Detroit territory?': [/Detroit/i, ['granite-mi-ho']],
  'How many quarters of data went into the Granite Peak Michigan loss trend fit?': [
    /quarter/i,
    ['granite-mi-ho'],
  ],
  'On what date did DIFS approve the Granite Peak Michigan homeowners filing?': [
    /approved (on|in)|approval (was|dated|on)|was approved/i,
    ['granite-mi-ho'],
  ],
  'Ridgeline CO auto: frequency trend selected for comprehensive?': [
    /comprehensive[^.]*frequency|frequency[^.]*comprehensive/i,
    ['ridgeline-co-ppa'],
  ],
  'How many Ridgeline Colorado drivers are enrolled in RoadWise today?': [
    /enrolled|participa|drivers/i,
    ['ridgeline-co-ppa'],
  ],
  'What credibility does Ridgeline assign to its Colorado collision experience?': [
    /collision[^.]*credib|credib[^.]*collision/i,
    ['ridgeline-co-ppa'],
  ],
  'Does MPS 41 require exponential or linear trend fits?': [/exponential|linear/i, ['standard-41']],
  'What does Standard No. 41 say about investment income in the profit provision?': [
    /investment|profit/i,
    ['standard-41'],
  ],
  'Model Practice Standard No. 43 — effective date and subject?': [/No\. 43\b|Standard 43\b|MPS ?43\b/i, all],
  'Under MPS 44, what minimum claim count is needed before any partial credibility is given?': [
    /minimum|at least/i,
    ['standard-44'],
  ],
  'MPS 44 — full credibility standard for pure premium?': [/pure premium/i, ['standard-44']],
  'How long must credibility documentation be retained under Standard 44?': [
    /document|retain|retention|kept/i,
    ['standard-44'],
  ],
  'Under ML 902, can a claimant demand appraisal of a disputed loss amount?': [/apprais/i, all],
  'Model Law No. 901 — adoption date?': [/No\. 901\b|Law 901\b|ML ?901\b/i, all],
  'ML 902: how long may the insurer extend the accept/deny deadline if it needs more time?': [
    /extend|extension|additional time|more time/i,
    ['model-law-902'],
  ],
  'Does ML 903 require a public hearing on large rate increases?': [/hearing/i, all],
  'Under Model Law 903, how long do consumers have to comment on a pending filing?': [/comment/i, all],
  'Model Law No. 906 — what does it require?': [/No\. 906\b|Law 906\b|ML ?906\b/i, all],
  'Under SB 25-118, may an insurer nonrenew a home solely because of its wildfire risk score?': [
    /solely|sole (basis|reason)|based on (a|the) (wildfire )?(risk )?score/i,
    ['co-bill'],
  ],
  'Colorado HB 25-118 — what does it do?': [/HB 25-118|House Bill/i, all],
  'When did the Governor sign SB 25-118?': [/Governor|signed/i, ['co-bill']],
  'ODI Bulletin 2025-02 — subject and date?': [/Bulletin 2025-02\b/i, all],
  'Does Ohio Bulletin 2025-03 apply to commercial property roofs?': [/commercial/i, ['ohio-bulletin']],
  'Ohio roof bulletin: required discount for Class 4 impact-resistant roofs?': [
    /class 4|impact[- ]resistant|hail[- ]resistant/i,
    all,
  ],
};
PROBES.fresh19 = {
  'Summit Mutual Ohio homeowners — what all-perils deductible change is being proposed?': [
    /deductible/i,
    ['summit-oh-ho'],
  ],
  'Summit OH homeowners: selected changes by rating territory?': [/territor/i, ['summit-oh-ho']],
  "Does Summit's Ohio HO filing introduce a roof surfacing payment schedule, and with what credit?": [
    /roof|payment schedule/i,
    ['summit-oh-ho'],
  ],
  'Summit IN PPA — MedPay selected change?': [/medical|med ?pay/i, ['summit-in-ppa']],
  'What overall change is Summit Mutual proposing for Ohio private passenger auto?': [
    /automobile|auto\b|private passenger|vehicle/i,
    ['summit-oh-ho'],
  ],
  'summit indiana auto — telematics discount offered?': [/telematic|discount/i, ['summit-in-ppa']],
  'Lakeshore Ohio auto: selected change for uninsured motorists coverage?': [
    /uninsured|\bUM\b/i,
    ['lakeshore-oh-ppa'],
  ],
  'What commission rate does Lakeshore load in its Ohio auto filing?': [
    /commission|acquisition/i,
    ['lakeshore-oh-ppa'],
  ],
  'Lakeshore Ohio PPA — trend period in months?': [/month|trend period/i, ['lakeshore-oh-ppa']],
  'What overall change did Lakeshore file for Ohio homeowners?': [
    /Ohio[^\n]*homeowners|homeowners[^\n]*Ohio/i,
    ['lakeshore-oh-ppa', 'lakeshore-mi-ho'],
  ],
  'Lakeshore Michigan HO: frozen pipe surcharge %?': [/frozen|freeze|surcharge/i, ['lakeshore-mi-ho']],
  'How many homeowners policies does Lakeshore insure in Michigan?': [/polic/i, ['lakeshore-mi-ho']],
  'Lakeshore MI homeowners — full credibility standard and credibility given?': [
    /credib/i,
    ['lakeshore-mi-ho'],
  ],
  'Granite Peak Indiana HO — water backup endorsement limits offered?': [
    /water|endorsement/i,
    ['granite-in-ho'],
  ],
  "What was Granite Peak's prior Indiana homeowners rate change, and when was it effective?": [
    /prior|previous/i,
    ['granite-in-ho'],
  ],
  'What premium credit does Granite give Indiana insureds in return for ACV settlement of older roofs?': [
    /roof[^.]*credit|credit[^.]*roof|premium credit/i,
    ['granite-in-ho'],
  ],
  'What does Model Practice Standard No. 42 cover?': [/No\. 42\b|Standard 42\b/i, all],
  'Which trend curve — exponential or linear — does Standard 41 require?': [
    /exponential|linear|curve/i,
    ['standard-41'],
  ],
  'What does MPS 41 say about the underwriting profit provision?': [/profit|underwriting/i, ['standard-41']],
  'Does Standard 44 endorse Bühlmann (greatest accuracy) credibility?': [
    /B[uü]hlmann|greatest accuracy|Bayesian/i,
    all,
  ],
  'What does Model Practice Standard No. 45 address?': [/No\. 45\b|Standard 45\b/i, all],
  'In what year was MPS 25 adopted?': [/No\. 25[^.]*adopted/i, all],
  'Under ML 902, what interest is owed on a late claim payment?': [/interest/i, all],
  'Model Law No. 901 — what is it about?': [/No\. 901\b|Law 901\b/i, all],
  'Does 902 let an insurer take extra time to investigate if it notifies the claimant?': [
    /extend|extension|additional time|more time/i,
    ['model-law-902'],
  ],
  'What penalty does ML 903 impose on an insurer that skips the consumer notice?': [
    /penalt|fine/i,
    ['model-law-903'],
  ],
  "Under the Rate Filing Transparency Act, is a filing deemed approved if the commissioner doesn't act in time?":
    [/deem/i, all],
  'Model Law No. 904 — subject?': [/No\. 904\b|Law 904\b/i, all],
  'SB 25-118: notice period for a midterm cancellation?': [/cancel/i, all],
  'Which committee heard Colorado SB 25-118?': [/committee|hearing/i, all],
  'Colorado SB 25-119 — what does it require of insurers?': [/25-119\b/i, all],
  'Ohio Bulletin 2025-04 — what does it cover?': [/Bulletin 2025-04\b/i, all],
  'What penalty does ODI set for not following the roof schedule bulletin?': [
    /penalt|fine|sanction/i,
    ['ohio-bulletin'],
  ],
  'Below what roof age does Ohio prohibit ACV roof settlement?': [
    /prohibit|shall not|may not|younger|newer/i,
    ['ohio-bulletin'],
  ],
  'Granite Peak Michigan HO — water backup endorsement limits?': [/water backup|sewer/i, ['granite-mi-ho']],
  'Granite MI homeowners: is a wind/hail deductible being introduced?': [/deductible/i, ['granite-mi-ho']],
  'Granite Peak Michigan commission as % of premium?': [/commission|acquisition/i, ['granite-mi-ho']],
  'What did Granite Peak file for Ohio homeowners?': [/Ohio/i, ['granite-in-ho', 'granite-mi-ho']],
  'Ridgeline Colorado auto — PIP selected change?': [/personal injury protection|\bPIP\b/i, all],
  'What overall rate change did Ridgeline file in Utah?': [
    /Utah (private passenger|rate|auto|homeowners)|Utah[^.]*(effective|proposes|requests)/i,
    all,
  ],
  'Ridgeline CO PPA — rental reimbursement or towing change?': [/rental|towing|roadside/i, all],
};
PROBES.fresh20 = {
  'Summit Mutual Ohio HO — what net cost of reinsurance provision is loaded?': [/reinsurance/i, all],
  'Does Summit charge a policy fee or an expense constant in its Ohio homeowners rates?': [
    /policy fee|expense constant/i,
    all,
  ],
  "On what date did the Ohio department approve Summit's homeowners filing SMMI-134412?": [
    /approv/i,
    ['summit-oh-ho'],
  ],
  'Summit Mutual Michigan homeowners — selected overall change?': [
    /Michigan/i,
    ['summit-oh-ho', 'summit-in-ppa'],
  ],
  'Summit Indiana PPA — when was its last rate change and by how much?': [
    /prior (rate )?change|previous|last (rate )?change/i,
    ['summit-in-ppa'],
  ],
  'Summit IN auto: what credit is given for higher collision deductables?': [
    /deductible|credit/i,
    ['summit-in-ppa'],
  ],
  "What permissible loss ratio does Summit's Indiana auto memo derive?": [
    /permissible|loss ratio/i,
    ['summit-in-ppa'],
  ],
  'Lakeshore Ohio auto — med pay base rate?': [/medical|med ?pay/i, ['lakeshore-oh-ppa']],
  'Lakeshore OH PPA ULAE as a % of losses': [/ULAE|unallocated/i, ['lakeshore-oh-ppa']],
  "How many policies (not vehicles) are in Lakeshore's Ohio auto book?": [
    /[\d,]+ polic/i,
    ['lakeshore-oh-ppa'],
  ],
  'Lakeshore Indiana homeowners — effective date of its latest change?': [
    /Indiana/i,
    ['lakeshore-oh-ppa', 'lakeshore-mi-ho'],
  ],
  'Lakeshore MI homeowners: average premium before and after?': [/average|\$1,\d{3}\b/i, ['lakeshore-mi-ho']],
  "When did Lakeshore's previous Michigan homeowners rate change take effect?": [
    /prior|previous|last rate/i,
    ['lakeshore-mi-ho'],
  ],
  'Lakeshore Michigan HO — variable expense ratio?': [/expense/i, ['lakeshore-mi-ho']],
  'Granite Peak Indiana HO — selected changes by territory?': [/territor/i, ['granite-in-ho']],
  'What full-credibility claim standard does Granite use for Indiana homeowners?': [
    /claims|full credibility/i,
    ['granite-in-ho'],
  ],
  'Granite Peak Indiana HO average annual premium after the revision': [
    /average|annual premium/i,
    ['granite-in-ho'],
  ],
  'What does Model Practice Standard No. 40 cover?': [/No\. 40\b|Standard 40\b/i, all],
  'MPS 41 guidance on premium trend or on-leveling premium?': [/premium|on-level/i, ['standard-41']],
  'Does Standard No. 41 say how to cap large individual losses?': [
    /large|excess|\bcap\b|capped|capping|individual loss/i,
    ['standard-41'],
  ],
  'MPS 44 — full cred standard for severity?': [/severity/i, ['standard-44']],
  'Model Practice Standard No. 43 — topic?': [/No\. 43\b|Standard 43\b/i, all],
  'Std 44: how many claims are needed for full credibility of pure premium?': [
    /pure premium/i,
    ['standard-44'],
  ],
  "ML 902: how fast must an insurer answer a regulator's inquiry?": [
    /inquir|commissioner|department|regulator\b/i,
    ['model-law-902'],
  ],
  'Does Model Law 902 apply to surplus lines carriers?': [/surplus lines|non-?admitted/i, all],
  'Unfair claims act 902 — does it create a private right of action for claimants?': [
    /private (right|cause)|right of action|cause of action|\bsue\b/i,
    all,
  ],
  "903 — must filings be posted on the department's website, and within how many days?": [
    /website|online|internet/i,
    all,
  ],
  'Model Law No. 900 — what does it regulate?': [/No\. 900\b|Law 900\b/i, all],
  'Under ML 903, can a consumer advocate intervene in a rate review?': [/advocate|interven/i, all],
  'Does SB 25-118 limit the use of credit-based insurance scores in homeowners rating?': [
    /credit[- ]based|credit score|insurance score/i,
    all,
  ],
  'Colorado SB 25-118 fiscal note — what does it cost the Division?': [/fiscal|appropriat/i, all],
  'Under SB 25-118, can a homeowner dispute their wildfire risk score, and how?': [
    /appeal|dispute|contest|challenge|correct/i,
    ['co-bill'],
  ],
  'ODI Bulletin 2025-01 — subject?': [/Bulletin 2025-01\b/i, all],
  'Which Ohio Revised Code section does Bulletin 2025-03 cite as its authority?': [
    /Revised Code|\bORC\b|R\.C\.|authority/i,
    all,
  ],
  'When does Ohio Bulletin 2025-03 expire or sunset?': [/expire|sunset|rescind/i, all],
  'Granite Michigan — is there a roof ACV payment schedule for older roofs?': [
    /roof|actual cash value/i,
    ['granite-mi-ho'],
  ],
  'GPIC Michigan comprehensive form (HO-5): selected %': [/HO-5/i, all],
  'Granite MI homeowners — credit for water leak detection devices?': [/leak|detection|sensor/i, all],
  'Ridgeline Colorado auto — good student or multi-car discount?': [
    /good student|multi-?car|multi-?policy|accident forgiveness/i,
    all,
  ],
  'What overall change did Ridgeline file in Wyoming?': [
    /Wyoming (private passenger|rate|auto|homeowners)|Wyoming[^.]*(effective|proposes|requests|filed)/i,
    all,
  ],
  'What credit does Ridgeline give for a $1,000 collision deductible?': [/collision deductible/i, all],
};
PROBES.fresh21 = {
  'Summit Mutual Ohio homeowners — what wind/hail percentage deductible is being introduced?': [
    /deductible/i,
    ['summit-oh-ho'],
  ],
  "What permissible loss & LAE ratio does Summit's Ohio HO memo derive?": [/permissible/i, ['summit-oh-ho']],
  'Summit Mutual HO-5 comprehensive form selected change in Ohio': [/HO-5/i, all],
  'Summit Indiana PPA — med pay selected change?': [/Medical Payments|med pay/i, ['summit-in-ppa']],
  'Does Summit Mutual offer a usage-based / telematics discount in Indiana auto?': [
    /telematics|usage-based/i,
    ['summit-in-ppa'],
  ],
  'Summit IN auto: taxes, licenses & fees provision?': [/taxes|licenses/i, ['summit-in-ppa']],
  'Lakeshore OH auto — UM/UIM indicated change?': [/Uninsured|\bUM\b|\bUIM\b/i, ['lakeshore-oh-ppa']],
  "What commission rate is built into Lakeshore's Ohio auto rates?": [/commission/i, ['lakeshore-oh-ppa']],
  'Lakeshore Insurance Ohio homeowners overall rate change': [
    /Lakeshore[^\n]*Ohio homeowners|Ohio homeowners[^\n]*Lakeshore/i,
    all,
  ],
  'Lakeshore MI HO policy count in force (how many homes does the filing touch)?': [
    /policies/i,
    ['lakeshore-mi-ho'],
  ],
  'Lakeshore MI HO — when did its prior Michigan rate change take effect?': [/prior/i, ['lakeshore-mi-ho']],
  'Does Lakeshore surcharge Michigan homeowners for past frozen pipe losses?': [
    /frozen|freeze|surcharge/i,
    ['lakeshore-mi-ho'],
  ],
  'Granite Peak Indiana homeowners — size and date of the prior rate change?': [/prior/i, ['granite-in-ho']],
  'What water backup limits does Granite Peak offer in Indiana?': [/water/i, ['granite-in-ho']],
  'Must Granite Peak offer Indiana insureds a replacement cost option for roofs older than 15 years?': [
    /replacement cost/i,
    ['granite-in-ho'],
  ],
  'Granite Peak Michigan HO — water backup endorsement limit options?': [/water backup/i, ['granite-mi-ho']],
  'GPIC MI homeowners: what wind/hail deductible percentage is offered?': [/deductible/i, ['granite-mi-ho']],
  'What commission percentage does Granite Peak pay in Michigan homeowners?': [
    /commission/i,
    ['granite-mi-ho'],
  ],
  'Ridgeline CO PPA — rental reimbursement or towing rate change?': [/rental|towing/i, ['ridgeline-co-ppa']],
  'What overall rate change has Ridgeline filed for Utah auto?': [
    /Utah (private|rate|auto|homeowners)|Utah[^.]*(effective|proposes|requests|filed|rate change)/i,
    all,
  ],
  'What credibility does Ridgeline assign to collision in Colorado?': [
    /collision[^.]*credib|credib[^.]*collision/i,
    ['ridgeline-co-ppa'],
  ],
  'According to MPS 41, what is the minimum number of years of data for fitting loss trends?': [
    /trend[^.]*\d+ (years|quarters|months)|\d+ (years|quarters|months)[^.]*trend/i,
    ['standard-41'],
  ],
  'MPS No. 42 — what subject does that standard address, and when was it adopted?': [
    /No\. 42\b|Standard 42\b/i,
    all,
  ],
  'What does Standard 41 say about selecting the profit provision?': [/profit/i, ['standard-41']],
  'Does MPS 44 endorse Bühlmann or Bayesian credibility methods?': [
    /B(ü|u)hlmann|Bayes|greatest accuracy/i,
    all,
  ],
  'Standard 44 — full credibility standard for claim severity?': [/severity/i, ['standard-44']],
  'On what date was MPS No. 44 adopted by the Standards Council?': [
    /adopted (on |in )?(\w+ )?\d/i,
    ['standard-44'],
  ],
  'ML 902 — interest rate owed on late claim payments?': [/interest/i, ['model-law-902']],
  'ML 901 (the model act numbered just before 902) — adoption date?': [/No\. 901\b|Law 901\b/i, all],
  'Under 902, within how many days must an insurer answer a claimant’s pertinent communications?': [
    /communicat|pertinent/i,
    ['model-law-902'],
  ],
  'What penalty applies under ML 903 for failing to send the rate increase notice?': [
    /penalt/i,
    ['model-law-903'],
  ],
  'Under 903, is a filing deemed approved if the commissioner misses the review deadline?': [/deemed/i, all],
  'Does Model Law 903 require a public hearing for large rate increases?': [/hearing/i, all],
  'Colorado 25-118: date signed into law by the governor?': [/signed|governor/i, all],
  'Colorado SB 25-119 — what does it cover?': [/25-119/, all],
  'SB 25-118: notice period for cancellation for nonpayment of premium?': [/cancel|nonpayment/i, all],
  'ODI Bulletin 2025-04 — what does the next Ohio bulletin after 2025-03 cover?': [/2025-04\b/, all],
  'What penalty does ODI Bulletin 2025-03 set for insurers that do not comply?': [
    /penalt|\bfines?\b/i,
    ['ohio-bulletin'],
  ],
  'Does the Ohio roof bulletin address cosmetic hail damage exclusions?': [/cosmetic/i, all],
  'Summit Mutual Michigan homeowners overall rate change': [
    /Summit[^\n]*Michigan|Michigan[^\n]*Summit/i,
    all,
  ],
  'GPIC Colorado PPA — overall selected change?': [
    /Granite[^\n]*Colorado|Colorado[^\n]*Granite|GPIC[^\n]*Colorado/i,
    all,
  ],
};
// Parts written before this check have no probes: their absent questions and coverage are not checked.
const withProbes = PROBES[split] !== undefined;
if (!withProbes) console.log(`${split}: no probes, so absent questions and coverage are not checked`);
const absent = PART.filter((q) => q.absent);
for (const q of withProbes ? absent : []) {
  const p = PROBES[split][q.q];
  if (!p) {
    fail(`no probe for absent: ${q.q}`);
    continue;
  }
  if (p[0].test(text(p[1]))) fail(`absent probe matches: ${q.q} ${p[0]}`);
}

// No repeat of another part's question (case-insensitive), no question twice in the part.
const earlier = new Set(QUALITY_QUESTIONS.filter((q) => q.split !== split).map((q) => q.q.toLowerCase()));
for (const q of PART) if (earlier.has(q.q.toLowerCase())) fail(`repeat: ${q.q}`);
const seen = new Set();
for (const q of PART) {
  if (seen.has(q.q)) fail(`dup: ${q.q}`);
  seen.add(q.q);
}

// Every document has a question; every document renders.
for (const d of withProbes ? QUALITY_DOCUMENTS : [])
  if (!d.copyOf && !PART.some((q) => q.docs?.includes(d.key))) fail(`no question on ${d.key}`);
const files = await renderQualityDocuments();
console.log(`rendered ${files.length} documents`);

const n = PART.length;
console.log(`${split}: ${n} questions, ${n - absent.length} answerable, ${absent.length} absent`);
console.log(bad ? `${bad} failures` : 'all checks pass');
process.exit(bad ? 1 : 0);
