// The documents of the answer-quality set. Every company, person, standard, bill and figure is fictional
// and written for this set: rate filings and memoranda for several states and companies about the same
// subjects (so numbers, dates and names compete), numbered standards and a model law with neighbouring
// numbers, a state bill, and figures that stand only in tables.
//
// Source markup, shared by the renderers in render.mjs: pages are separated by a line "=== page ===",
// blocks by a blank line; a block whose first line starts with "# " is a heading; a block whose every line
// holds " | " is a table whose first line is the header row. `format` is what the document is uploaded as.

export const QUALITY_DOCUMENTS = [
  {
    key: 'summit-oh-ho',
    name: 'summit-mutual-ohio-homeowners-memorandum.pdf',
    format: 'pdf',
    title: 'Summit Mutual Ohio Homeowners Rate Filing Actuarial Memorandum',
    source: `# Summit Mutual Insurance Company - Ohio Homeowners Program

Actuarial Memorandum in Support of a Rate Revision. SERFF Tracking No. SMMI-134412. Filed June 2, 2025.

This memorandum supports Summit Mutual Insurance Company's request to revise homeowners rates in Ohio. The indicated statewide change is +11.6%. The company has selected an overall change of +7.4%, to be effective September 1, 2025 for new business and October 1, 2025 for renewal business. The revision affects 84,210 policies and $142.7 million of written premium.

# Indication by policy form

Form | Policies | Indicated change | Selected change
HO-3 Special Form | 61,904 | +12.3% | +7.9%
HO-4 Contents Broad Form | 9,377 | +4.1% | +3.0%
HO-6 Unit-Owners Form | 12,929 | +9.8% | +6.2%

The HO-3 form carries most of the indication because of wind and hail losses in 2023 and 2024. The prior rate change, effective August 1, 2023, was +5.5%.

=== page ===
# Loss trend and catastrophe provision

The selected annual loss trend is +6.2%, based on exponential fits to twenty quarters of paid severity and frequency. The non-hurricane catastrophe provision is 18.5% of premium, derived from a 30-year average of wind and hail loss ratios, compared with 15.9% in the prior filing.

Loss adjustment expense is loaded at 12.3% of losses. The experience is fully credible: the company applies a full credibility standard of 1,082 claims and had 6,310 claims in the experience period.

# Expenses and profit

Commission and brokerage are 14.0% of premium, other acquisition 5.1%, general expense 4.6% and taxes, licenses and fees 2.4%. The underwriting profit and contingencies provision is 5.0%.

# Policyholder impact

No policyholder receives an increase above +25%. The average annual premium rises from $1,694 to $1,819.`,
  },
  {
    key: 'summit-in-ppa',
    name: 'summit-mutual-indiana-auto-memorandum.docx',
    format: 'docx',
    title: 'Summit Mutual Indiana Private Passenger Auto Rate Filing',
    source: `# Summit Mutual Insurance Company - Indiana Private Passenger Automobile

Actuarial Memorandum. SERFF Tracking No. SMMI-134389. Filed May 19, 2025.

Summit Mutual Insurance Company proposes to revise its Indiana private passenger automobile rates effective August 15, 2025 for new and renewal business. The indicated overall change is +9.1% and the selected overall change is +6.5%. The filing affects 47,530 vehicles and $61.3 million of written premium.

# Changes by coverage

Coverage | Indicated | Selected
Bodily Injury Liability | +6.8% | +4.9%
Property Damage Liability | +7.4% | +6.0%
Uninsured Motorists | +2.2% | +1.5%
Collision | +11.2% | +9.8%
Comprehensive | +8.9% | +7.7%

# Trend

The company selected a frequency trend of -1.0% and a severity trend of +8.2% for collision, and a frequency trend of -0.4% with a severity trend of +6.9% for bodily injury liability. Premium trend is +2.1% per year.

# Expenses

Commission is 11.0% of premium. The profit provision is 4.5%. Unallocated loss adjustment expense is 9.7% of losses.

# Credibility

Credibility follows the square-root rule with a full credibility standard of 1,082 claims. Bodily injury liability is 88% credible; the complement of credibility is the trended prior indication.`,
  },
  {
    key: 'summit-in-ppa-pdf',
    name: 'summit-mutual-indiana-auto-memorandum.pdf',
    format: 'pdf',
    copyOf: 'summit-in-ppa',
  },
  {
    key: 'lakeshore-oh-ppa',
    name: 'lakeshore-ohio-auto-filing.html',
    format: 'html',
    title: 'Lakeshore Insurance Company Ohio Private Passenger Auto Rate Filing',
    source: `# Lakeshore Insurance Company - Ohio Private Passenger Auto Rate Filing

Filing LKSH-OH-2025-071. Submitted to the Ohio Department of Insurance on April 3, 2025.

Lakeshore Insurance Company requests an overall rate change of +5.2% for its Ohio private passenger automobile program, effective July 1, 2025. The indicated change is +8.8%; the selected change is tempered to limit disruption. The program insures 112,640 vehicles.

# Coverage indications

Coverage | Indicated | Selected | Current base rate
Bodily Injury | +7.1% | +4.0% | $131
Property Damage | +6.3% | +3.9% | $104
Collision | +12.6% | +7.5% | $226
Comprehensive | +10.2% | +6.8% | $81

# Experience and credibility

The five-year loss and LAE ratio is 71.4% against a permissible loss and LAE ratio of 66.0%. The experience receives 82% credibility under the square-root rule with a full standard of 1,082 claims; the complement of credibility is the industry loss cost trend.

Loss trend is +7.0% for severity and -0.8% for frequency. The company uses a profit provision of 3.5%.

# Telematics

The DriveSmart telematics discount is capped at 25% and applies after the first policy term.`,
  },
  {
    key: 'lakeshore-mi-ho',
    name: 'lakeshore-michigan-homeowners-memo.md',
    format: 'markdown',
    title: 'Lakeshore Insurance Company Michigan Homeowners Rate Filing',
    source: `# Lakeshore Insurance Company - Michigan Homeowners Rate Filing

**Filing LKSH-MI-2025-114.** Filed with the Michigan Department of Insurance and Financial Services on July 8, 2025.

Lakeshore Insurance Company proposes an overall homeowners rate change of **+12.9%** in Michigan, effective November 1, 2025. The indicated change is +15.3%. Water damage claims account for 41% of non-catastrophe losses in the experience period.

# Territory changes

Territory | Description | Indicated | Selected
1 | Detroit metro | +18.4% | +14.9%
2 | Grand Rapids area | +13.1% | +11.7%
3 | Northern Lower Peninsula | +10.6% | +9.5%
4 | Upper Peninsula | +8.2% | +7.8%

# Deductibles and endorsements

A separate wind and hail deductible of 2% of Coverage A is introduced for new business. The water backup endorsement limit options are $5,000, $15,000 and $30,000.

# Loss trend

The selected loss trend is +7.8% per year. The catastrophe provision is 11.2% of premium. The profit provision is 4.0%.`,
  },
  {
    key: 'granite-in-ho',
    name: 'granite-peak-indiana-homeowners-memorandum.pdf',
    format: 'pdf',
    title: 'Granite Peak Indemnity Indiana Homeowners Rate Memorandum',
    source: `# Granite Peak Indemnity Company - Indiana Homeowners

Rate Filing Memorandum. SERFF Tracking No. GPIC-2025-2207. Filed June 27, 2025.

Granite Peak Indemnity Company files an overall homeowners rate change of +8.0% in Indiana, effective October 15, 2025. The indicated change is +10.4%. The company insures 38,115 homeowners policies in Indiana with $52.8 million of written premium.

# Components of the indication

Component | Value
Trended loss and LAE ratio | 68.9%
Non-hurricane catastrophe provision | 21.7%
Fixed expense ratio | 6.1%
Variable expense ratio | 24.3%
Profit and contingencies | 4.0%

The selected loss trend is +5.4% per year. The experience is 91% credible.

=== page ===
# Roof payment schedule

For roofs older than 15 years, wind and hail losses to roof surfacing are settled on an actual cash value basis. About 27% of insured dwellings in Indiana have roofs older than 15 years.

# Deductibles

The minimum all-perils deductible rises from $500 to $1,000 for new business. Policyholders who choose a $2,500 deductible receive a credit of 14%.`,
  },
  {
    key: 'standard-41',
    name: 'model-standard-41-estimating-future-costs.pdf',
    format: 'pdf',
    title: 'Model Practice Standard No. 41: Estimating Future Costs',
    source: `# Model Practice Standard No. 41 - Estimating Future Costs for Prospective Rates

Adopted by the Standards Council of the Casualty Rating Institute.

Sec. 1. Purpose. This standard gives guidance to actuaries when estimating the future costs of insurance coverage for prospective rates, including loss, loss adjustment expense, and catastrophe provisions.

Sec. 2. Effective Date. This standard is effective for work performed on or after May 1, 2024. It replaces Model Practice Standard No. 29, which was adopted in 2011.

Sec. 3. Trend. The actuary should consider trends in frequency and severity separately when data permit. A trend period should run from the average date of loss in the experience period to the average date of loss in the period the rates will be in effect.

=== page ===
Sec. 4. Catastrophe Provisions. The actuary should use at least 20 years of data, or a catastrophe model, when estimating a provision for catastrophe losses. Events should be removed from the experience before the non-catastrophe indication is calculated.

Sec. 5. Credibility. The actuary should consider the credibility of the experience and the choice of a complement of credibility, as described in Model Practice Standard No. 44.

Sec. 6. Documentation. The actuary should document the data, methods and assumptions used so that another qualified actuary could assess the reasonableness of the work. Documentation should be kept for at least seven years.`,
  },
  {
    key: 'standard-44',
    name: 'model-standard-44-credibility-procedures.md',
    format: 'markdown',
    title: 'Model Practice Standard No. 44: Credibility Procedures',
    source: `# Model Practice Standard No. 44 - Credibility Procedures

Adopted by the Standards Council of the Casualty Rating Institute.

# Section 1. Purpose and Scope

This standard applies to actuaries when selecting or applying credibility procedures in ratemaking, reserving and experience rating for property and casualty coverages.

# Section 2. Effective Date

This standard is **effective for work performed on or after December 1, 2023**. It replaces Model Practice Standard No. 25.

# Section 3. Definitions

**Full credibility standard**: the volume of data at which the experience is given a credibility of one. **Complement of credibility**: the estimate to which the remaining weight is given.

# Section 4. Selection of the Complement

The actuary should select a complement of credibility that is relevant, unbiased and independent of the subject experience. Acceptable complements include the trended prior indication, a larger related group, and industry loss costs.

# Section 5. Limited Fluctuation Methods

Under the limited fluctuation method, a standard of 1,082 claims gives a 90% probability that observed frequency is within 5% of the expected value. Partial credibility equals the square root of the ratio of observed claims to the full standard.`,
  },
  {
    key: 'model-law-902',
    name: 'model-law-902-unfair-claims-practices.html',
    format: 'html',
    title: 'Model Law No. 902: Unfair Claims Settlement Practices Act',
    source: `# Model Law No. 902 - Unfair Claims Settlement Practices Act

Model act of the Conference of State Insurance Regulators, adopted October 14, 2022.

# Section 4. Standards for prompt investigation

An insurer shall acknowledge receipt of a claim within 15 calendar days. An insurer shall accept or deny a claim within 45 days after receipt of a properly executed proof of loss. When a claim is accepted, payment shall be made within 30 days of acceptance.

# Section 5. Written denials

A denial of a claim shall be in writing and shall cite the specific policy provision, condition or exclusion on which the denial is based.

# Section 8. Penalties

Penalties for violations are set out in the table below.

Violation | Penalty per violation | Aggregate maximum
Not knowingly committed | $1,000 | $100,000
Knowingly committed | $5,000 | $500,000
Flagrant disregard | $25,000 | $1,000,000

# Section 9. Effective date

This Act shall take effect six months after its enactment by a state.`,
  },
  {
    key: 'model-law-903',
    name: 'model-law-903-rate-filing-transparency.docx',
    format: 'docx',
    title: 'Model Law No. 903: Rate Filing Transparency Act',
    source: `# Model Law No. 903 - Rate Filing Transparency Act

Model act of the Conference of State Insurance Regulators, adopted March 9, 2024.

# Section 3. Public access

Every rate filing, including supporting actuarial memoranda, shall be open to public inspection once the filing is approved or becomes effective. Trade secret information may be withheld on request, with a public summary.

# Section 4. Consumer notice

An insurer shall notify each affected policyholder of a rate increase of more than 10% at least 45 days before the renewal date. The notice shall state the percentage change and the main reasons for it.

# Section 6. Review period

The commissioner shall approve or disapprove a filing within 60 days of its receipt. The commissioner may extend the review once by 30 days.

# Section 7. Effective date

This Act shall take effect January 1 of the year after its enactment.`,
  },
  {
    key: 'co-bill',
    name: 'colorado-senate-bill-25-118.docx',
    format: 'docx',
    title: 'Colorado Senate Bill 25-118: Homeowners Insurance Nonrenewal and Rating',
    source: `# Colorado Senate Bill 25-118

A Bill for an Act concerning homeowners insurance nonrenewal notices and the use of wildfire risk scores in rating. Introduced in the Senate on February 4, 2025. Sponsors: Senator R. Alvarado and Representative M. Kessler.

# Section 1. Notice of nonrenewal

An insurer that does not renew a homeowners policy shall mail written notice to the named insured at least 60 days before the expiration date. The notice shall state the specific reason for the nonrenewal.

# Section 2. Wildfire risk scores

An insurer that uses a wildfire risk score in rating shall disclose the score to the policyholder on request and shall offer a mitigation discount of at least 5% for homes that meet the wildfire mitigation standards of the division.

# Section 3. Penalties

A violation of this act is subject to a civil penalty of up to $2,500 per violation.

# Section 4. Effective date

This act takes effect January 1, 2026 and applies to policies issued or renewed on or after that date.`,
  },
  {
    key: 'ohio-bulletin',
    name: 'ohio-bulletin-2025-03-roof-schedules.html',
    format: 'html',
    title: 'Ohio Department of Insurance Bulletin 2025-03',
    source: `# Ohio Department of Insurance - Bulletin 2025-03

Roof surfacing payment schedules in homeowners policies. Issued March 17, 2025.

# Purpose

This bulletin states the department's expectations for homeowners insurers that settle roof surfacing losses on a payment schedule or on an actual cash value basis.

# Expectations

Insurers shall file the schedule as a form and a rate, shall offer a replacement cost option at renewal, and shall disclose the schedule in a separate notice delivered with the policy at least 30 days before the effective date of the change.

Rate filings that introduce a roof schedule must show the premium credit given in exchange. The department expects credits of at least 5% for roofs older than 10 years.

# Effective date

This bulletin applies to filings submitted on or after May 1, 2025.`,
  },
  {
    key: 'granite-mi-ho',
    name: 'granite-peak-michigan-homeowners-memorandum.docx',
    format: 'docx',
    title: 'Granite Peak Indemnity Michigan Homeowners Rate Memorandum',
    // Added in the fifth round as a distractor: the same company as the Indiana homeowners memo, the same
    // state and line as Lakeshore's Michigan memo, with figures that stand elsewhere in the set.
    source: `# Granite Peak Indemnity Company - Michigan Homeowners

Rate Filing Memorandum. SERFF Tracking No. GPIC-2025-2391. Filed with the Michigan Department of Insurance and Financial Services on August 12, 2025.

Granite Peak Indemnity Company requests an overall homeowners rate change of +7.2% in Michigan, effective January 1, 2026 for new business and February 1, 2026 for renewal business. The indicated change is +13.8%. The selected changes are capped so that no territory receives more than +10.0%. The program insures 21,460 policies with $33.9 million of written premium.

# Changes by territory

Territory | Description | Policies | Indicated | Selected
A | Lansing and Jackson | 6,812 | +12.2% | +7.1%
B | Kalamazoo and Battle Creek | 5,947 | +14.9% | +8.3%
C | Traverse City and northwest | 4,388 | +16.5% | +10.0%
D | Marquette and the Upper Peninsula | 4,313 | +9.4% | +2.9%

# Changes by form

Form | Indicated | Selected
HO-3 Special Form | +14.6% | +7.6%
HO-4 Contents Broad Form | +5.2% | +3.5%
HO-6 Unit-Owners Form | +11.0% | +6.4%

# Water and freeze losses

Water damage and frozen pipe claims make up 46% of non-catastrophe losses. A frozen pipe surcharge of 12% applies at renewal to policies with a frozen pipe loss in the past three years; the surcharge is removed after three claim-free years. The ice dam endorsement is offered with limits of $5,000 or $20,000.

# Loss trend and weather load

The selected annual loss trend is +6.6%. The weather-event load for severe convective storms and winter storms is 9.4% of premium, based on 25 years of experience.

# Expenses, profit and credibility

The fixed expense ratio is 7.0% and the variable expense ratio is 23.1%. The profit and contingencies provision is 4.5%. With 443 claims in the experience period against a full credibility standard of 1,082 claims, the experience is 64% credible; the complement of credibility is the countrywide Granite Peak homeowners indication, trended to the rating period.

# Prior change and approval

The prior Michigan rate change of +4.8% took effect March 1, 2024. If the department approves the filing after November 15, 2025, both effective dates move to 45 days after approval. The average annual premium rises from $1,412 to $1,514.`,
  },
  {
    key: 'ridgeline-co-ppa',
    name: 'ridgeline-casualty-colorado-auto-memorandum.pdf',
    format: 'pdf',
    title: 'Ridgeline Casualty Colorado Private Passenger Auto Rate Filing Memorandum',
    // Added in the sixth round as a distractor: a third carrier, a fourth state and the auto line again,
    // with a coverage table of base rates, a territory table, and dates, trends, credits and ratios near
    // the ones the other filings give (a November 1 prior change, 1,082 claims, +9.1%, 4.5%, 10.4%).
    source: `# Ridgeline Casualty Company - Colorado Private Passenger Automobile

Rate Filing Memorandum. SERFF Tracking No. RDGC-2025-0418. Filed with the Colorado Division of Insurance on May 27, 2025.

Ridgeline Casualty Company proposes an overall rate change of +6.9% for its Colorado private passenger automobile program, effective September 15, 2025 for new business and October 15, 2025 for renewal business. The indicated overall change is +10.7%. The program insures 58,245 vehicles on 31,870 policies, with $74.6 million of written premium. The prior Colorado rate change, +4.2%, took effect November 1, 2024.

# Changes by coverage

Coverage | Indicated | Selected | Current rate | Proposed rate
Bodily Injury | +8.3% | +5.8% | $148 | $157
Property Damage | +9.6% | +7.2% | $112 | $120
Uninsured Motorists | +12.4% | +9.1% | $39 | $43
Medical Payments | +3.7% | +2.0% | $18 | $18
Collision | +13.9% | +8.4% | $241 | $261
Comprehensive | +15.2% | +7.6% | $97 | $104

Comprehensive carries the largest indication because of hail, which makes up 63% of comprehensive losses along the Front Range. Its selection is held down because the new hail deductible option is expected to lower comprehensive losses.

# Changes by territory group

Territory group | Vehicles | Indicated | Selected
Denver metro | 24,610 | +12.9% | +8.0%
Colorado Springs and Pueblo | 13,480 | +10.1% | +6.7%
Northern Front Range | 11,905 | +9.4% | +6.3%
Mountains and Western Slope | 8,250 | +6.2% | +4.4%

=== page ===
# Trend

For collision the selected frequency trend is -1.6% and the severity trend is +9.2%. For bodily injury the frequency trend is -0.6% and the severity trend is +7.3%. Comprehensive uses a pure premium trend of +10.5%. Premium trend is +1.8% per year. The trend period is 39 months.

# Credibility

Credibility follows the square-root rule with a full credibility standard of 1,082 claims. Bodily injury had 2,318 claims in the experience period and is fully credible; uninsured motorists had 512 claims and is 69% credible. The complement of credibility is Ridgeline's combined Utah and Wyoming indication for the same coverage.

# Expenses and profit

Commission is 9.5% of premium, other acquisition 3.8%, general expense 5.6% and taxes, licenses and fees 2.3%. Unallocated loss adjustment expense is 10.4% of losses. The profit and contingencies provision is 4.5%, which gives a permissible loss and LAE ratio of 74.3%.

# Hail deductible and telematics

A separate comprehensive hail deductible of $1,000 or $2,500 is introduced for new and renewal business; the comprehensive credit is 11% with the $1,000 option and 18% with the $2,500 option. The RoadWise telematics discount starts at 5% on enrolment and can reach 30% at the first renewal.

# Policyholder impact

Individual changes are capped at +20%, and 6,140 policies receive a decrease. The average annual premium per vehicle rises from $1,286 to $1,375.`,
  },
];
