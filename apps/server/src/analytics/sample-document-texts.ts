// The texts of the sample filing documents for the demo. Every company, person and figure is
// fictional. Text is plain ASCII so the standard PDF fonts can render it; paragraphs are separated by a
// blank line and table rows sit on their own lines.

export type SampleDocumentKind =
  | 'actuarial-memorandum'
  | 'rate-manual'
  | 'form-filing-memorandum'
  | 'objection-response'
  | 'market-conduct-summary'
  | 'reserving-memorandum'
  | 'filing-cover-letter';

export interface SampleDocument {
  id: string;
  /** File name without extension. */
  fileName: string;
  title: string;
  kind: SampleDocumentKind;
  carrier: string;
  state: string;
  line: string;
  /** YYYY-MM-DD. */
  date: string;
  /** One string per page. */
  pages: string[];
}

type Draft = Omit<SampleDocument, 'id'>;

export const DRAFTS: readonly Draft[] = [
  {
    fileName: 'northwind-co-auto-actuarial-memorandum',
    title: 'Actuarial Memorandum: Private Passenger Auto Rate Revision (Colorado)',
    kind: 'actuarial-memorandum',
    carrier: 'Northwind Casualty',
    state: 'CO',
    line: 'Personal Auto',
    date: '2025-03-14',
    pages: [
      `NORTHWIND CASUALTY COMPANY
Private Passenger Automobile Program - Colorado
Actuarial Memorandum in Support of Rate Revision
SERFF Tracking Number NWCS-2025-00187
Proposed Effective Date: July 1, 2025 (new business), August 1, 2025 (renewal business)

1. Purpose and Summary

This memorandum supports Northwind Casualty Company's request to revise private passenger automobile rates in Colorado. The indicated statewide change is +8.4 percent. After considering policyholder disruption, competitive position and the credibility of the experience, the company has selected an overall change of +6.9 percent. The selected change varies by coverage: bodily injury liability +5.8 percent, property damage liability +7.1 percent, uninsured motorist +4.2 percent, collision +8.3 percent and comprehensive +9.6 percent.

The revision affects 61,420 policies and approximately $118.6 million of written premium. The average annual premium per policy increases from $1,931 to $2,064.

2. Data

The indication uses accident years 2020 through 2024 evaluated as of December 31, 2024, from the company's own statistical plan data for Colorado. Earned premium is adjusted to current rate level with the parallelogram method using the rate changes effective July 1, 2022 (+4.5 percent) and September 1, 2023 (+6.2 percent). Catastrophe losses from hail are removed from comprehensive experience and replaced with a long-term hail provision described in Section 6.

3. Exhibits

Exhibit 1 summarises the indication by coverage. Exhibit 2 shows loss development, Exhibit 3 the trend selections, Exhibit 4 the expense and profit provisions and Exhibit 5 the distribution of the selected change by premium band.`,
      `4. Loss Development

Incurred losses including allocated loss adjustment expense are developed to ultimate using five-year volume-weighted age-to-age factors. For bodily injury liability the selected 12-to-ultimate factor is 1.612, reflecting slower settlement of attorney-represented claims since 2022. For physical damage coverages the development is immaterial after 24 months and the selected 12-to-ultimate factors are 1.021 for collision and 1.008 for comprehensive.

Selected age-to-ultimate factors (bodily injury):
12 to ult 1.612 | 24 to ult 1.214 | 36 to ult 1.083 | 48 to ult 1.029 | 60 to ult 1.000

5. Trend

Loss trend was measured with exponential fits to twelve-point rolling quarterly frequency and severity data from the fourth quarter of 2019 through the fourth quarter of 2024, supplemented by the Fast Track industry data for Colorado. The company selected a frequency trend of -0.5 percent and a severity trend of +7.5 percent for bodily injury, and a frequency trend of +0.5 percent and a severity trend of +9.0 percent for collision. Losses are trended from the average accident date of each experience year to the average accident date of the proposed policy period, January 1, 2026.

Premium trend of +1.2 percent annually reflects the continuing shift toward newer model-year vehicles with higher symbol relativities.

6. Catastrophe Provision

Colorado hail activity is volatile: comprehensive catastrophe losses ranged from 9 percent to 41 percent of comprehensive earned premium over the last ten years. The company uses a 20-year hail loss ratio of 14.8 percent of comprehensive premium, compared with 12.1 percent in the prior filing, to reflect the heavier activity of 2023 and 2024.`,
      `7. Expenses and Profit

Fixed expenses are $96 per policy, trended at 3.0 percent per year to the proposed policy period. Variable expenses are 21.4 percent of premium: commission 10.5 percent, other acquisition 4.1 percent, general 3.9 percent and taxes, licenses and fees 2.9 percent. The underwriting profit and contingencies provision is 4.0 percent, consistent with a target return on surplus of 9 percent after investment income.

8. Indicated Change

Exhibit 1 - Statewide indication (all coverages combined)
Trended, developed loss and LAE ratio (L): 75.6%
Fixed expense ratio (F): 5.3%
Variable expense ratio (V): 21.4%
Profit and contingencies (Q): 4.0%
Indicated change = (L + F) / (1 - V - Q) - 1 = 80.9% / 74.6% - 1 = +8.4%

Credibility is assigned with the square-root rule, full credibility at 1,082 claims per coverage. Bodily injury liability is 94 percent credible; the complement is the prior indication trended forward. All physical damage coverages are fully credible.

9. Selected Change and Policyholder Impact

The company selected +6.9 percent to limit the change for any policyholder to +15 percent before the application of vehicle or driver changes. Exhibit 5 shows that 71 percent of policies receive a change between +3 and +10 percent, 4 percent receive a decrease and no policy receives more than +15 percent.

10. Certification

I am a member of the American Academy of Actuaries and meet its qualification standards to render this opinion. In my opinion the proposed rates are not excessive, not inadequate and not unfairly discriminatory.

Dana R. Whitcombe, FCAS, MAAA
Vice President and Chief Pricing Actuary, Northwind Casualty Company`,
    ],
  },
  {
    fileName: 'bluestem-oh-auto-rate-manual-pages',
    title: 'Rate Manual Pages: Personal Auto (Ohio), Edition 07-25',
    kind: 'rate-manual',
    carrier: 'Bluestem Mutual',
    state: 'OH',
    line: 'Personal Auto',
    date: '2025-05-02',
    pages: [
      `BLUESTEM MUTUAL INSURANCE COMPANY
Ohio Personal Auto Manual - Edition 07-25
Page R-1: Base Rates

Rule 101. Application of Rates
Premium for each vehicle is the product of the base rate for each coverage and the applicable factors in Rules 102 through 115, rounded to the nearest dollar at the end of the calculation. Factors are applied in the order shown on page R-9.

Rule 102. Base Rates (six-month term)
Coverage / Limit / Base Rate
Bodily Injury Liability / 25/50 / $118.00
Property Damage Liability / 25 / $96.00
Medical Payments / 5,000 / $14.00
Uninsured Motorists BI / 25/50 / $22.00
Collision / $500 deductible / $211.00
Comprehensive / $500 deductible / $74.00
Rental Reimbursement / 30/900 / $12.00
Towing and Labor / 75 / $5.00

Rule 103. Minimum Premium
The minimum premium for a six-month policy is $95. The minimum premium does not apply to policies cancelled flat.

Rule 104. Policy Fee
A non-refundable policy fee of $15 applies to each new business policy. No fee applies at renewal.`,
      `Page R-2: Territory Factors

Rule 105. Territory Definitions and Factors
Territories are defined by five-digit ZIP code as listed on pages T-1 through T-14.

Territory / Description / BI / PD / COLL / COMP
01 / Cleveland central / 1.42 / 1.31 / 1.28 / 1.37
02 / Cleveland suburban / 1.12 / 1.09 / 1.06 / 0.98
03 / Columbus central / 1.33 / 1.24 / 1.22 / 1.19
04 / Columbus suburban / 1.04 / 1.03 / 1.02 / 0.94
05 / Cincinnati metro / 1.18 / 1.14 / 1.11 / 1.06
06 / Toledo and Akron / 1.09 / 1.07 / 1.04 / 1.01
07 / Small cities / 0.91 / 0.94 / 0.95 / 0.97
08 / Rural north / 0.78 / 0.83 / 0.88 / 1.08
09 / Rural south / 0.74 / 0.81 / 0.86 / 1.12

Rule 106. Driver Class Factors
Age / Single / Married
16-17 / 2.85 / 2.60
18-20 / 2.10 / 1.90
21-24 / 1.45 / 1.32
25-29 / 1.12 / 1.04
30-49 / 1.00 / 0.94
50-64 / 0.92 / 0.88
65-74 / 0.97 / 0.93
75+ / 1.14 / 1.10`,
      `Page R-3: Discounts and Surcharges

Rule 110. Multi-Policy Discount
A discount of 12 percent applies to all coverages when the named insured also holds a Bluestem Mutual homeowners, condominium or renters policy in force. The discount is removed at the next renewal after the other policy ends.

Rule 111. Paid-in-Full Discount
A discount of 6 percent applies when the full term premium is paid by the policy effective date.

Rule 112. Telematics Participation
Drivers enrolled in the Bluestem DriveWise program receive a 5 percent participation credit during the first term. At the first renewal the credit is replaced by a performance factor between 0.70 and 1.10 based on braking, speed, time of day and mileage, as set out on page R-12.

Rule 113. Accident and Violation Surcharges (per incident, 35-month look-back)
At-fault accident, property damage under $2,000: 1.18
At-fault accident, property damage $2,000 or more or any bodily injury: 1.32
Major violation (DUI, reckless operation, leaving the scene): 1.65
Minor moving violation: 1.10 (first violation forgiven when the driver has 36 months free of incidents)

Rule 114. Vehicle Safety Features
Vehicles with automatic emergency braking receive 0.95 on collision and bodily injury. Anti-theft devices listed on page R-14 receive 0.90 on comprehensive.`,
    ],
  },
  {
    fileName: 'harborlight-tx-homeowners-form-memorandum',
    title: 'Explanatory Memorandum: Homeowners Form Filing (Texas)',
    kind: 'form-filing-memorandum',
    carrier: 'Harborlight Indemnity',
    state: 'TX',
    line: 'Homeowners',
    date: '2025-01-20',
    pages: [
      `HARBORLIGHT INDEMNITY COMPANY
Texas Homeowners Program - Form Filing HBLI-2025-00112
Explanatory Memorandum

Harborlight Indemnity Company submits for approval two new endorsements and one revised endorsement for use with its Texas homeowners policy form HL-HO3 (05 22). The filing is made under the file-and-use provisions of the Texas Insurance Code. The company proposes to use the forms on new and renewal policies effective June 1, 2025.

Summary of forms
HL-HO 32 06 (06 25) Water Backup and Sump Discharge or Overflow - new
HL-HO 33 11 (06 25) Roof Surfacing Payment Schedule - new
HL-HO 04 90 (06 25) Personal Property Replacement Cost Loss Settlement - revised, replacing the 05 22 edition

The water backup endorsement provides coverage, which the base policy excludes, for direct physical loss caused by water that backs up through a sewer or drain or overflows from a sump. The insured selects a limit of $5,000, $10,000 or $25,000. A $1,000 deductible applies separately from the policy deductible. Premium for the endorsement is filed separately in the company's rate manual (Rule 512).

The company introduces this endorsement in response to agent feedback: water backup was the most frequently requested coverage not available in the program during 2024, and two competitors in the state already offer it.`,
      `Roof Surfacing Payment Schedule

Under endorsement HL-HO 33 11 (06 25), losses to roof surfacing caused by windstorm or hail are settled according to a schedule that reflects the age of the roof surfacing at the time of loss. The schedule applies only to roof surfacing, not to the roof deck, rafters or other structural elements, and not to interior damage resulting from a covered loss.

Roof age (years) / Asphalt shingle / Metal / Tile or slate
0-5 / 100% / 100% / 100%
6-10 / 85% / 95% / 100%
11-15 / 65% / 85% / 95%
16-20 / 45% / 75% / 90%
21 and older / 30% / 65% / 85%

The endorsement is optional. Policyholders who elect it receive the premium credits in Rule 515 of the rate manual, ranging from 4 percent for roofs aged 0-5 years to 18 percent for roofs aged 16 years or more. A policyholder who does not elect the endorsement keeps replacement cost settlement of roof surfacing.

The company has written its disclosure notice HL-N 15 (06 25) in plain language, with an example, and will deliver it with each new policy and with the first renewal offer that includes the option.`,
      `Revised Personal Property Replacement Cost Endorsement

The 06 25 edition of HL-HO 04 90 clarifies that replacement cost applies when the damaged property is actually repaired or replaced within 365 days of the loss, extended from 180 days in the prior edition, and that the insured may make a claim for the additional amount within that period after an initial actual cash value payment. The change responds to consumer complaints received after the 2024 spring hail events, when contractors and retailers could not complete replacements within 180 days.

Impact on premium and coverage
The revised endorsement broadens coverage and carries no premium change. The new water backup endorsement is optional and adds premium only when elected. The roof surfacing schedule reduces coverage for older roofs in exchange for the filed credits; the company estimates that 22 percent of its Texas policyholders will elect it, with an average premium reduction of $141 per year for those policyholders.

Comparison with the current forms
A redline of HL-HO 04 90 (05 22) against the proposed 06 25 edition is attached as Exhibit B. No other forms of the program change.

Contact
Questions about this filing may be directed to Marisol Ybarra, Product Compliance Manager, Harborlight Indemnity Company.`,
    ],
  },
  {
    fileName: 'cedar-ridge-fl-objection-response',
    title: 'Response to Objection Letter: Homeowners Rate Filing (Florida)',
    kind: 'objection-response',
    carrier: 'Cedar Ridge Assurance',
    state: 'FL',
    line: 'Homeowners',
    date: '2025-04-08',
    pages: [
      `CEDAR RIDGE ASSURANCE COMPANY
Response to Objection Letter dated March 21, 2025
Filing CDRA-2025-00096 - Homeowners Multi-Peril Rate Revision

Dear Rate Analyst:

Thank you for your review of the above filing. Our responses to each objection follow, in the order of the letter. Revised exhibits are attached where noted.

Objection 1. Please explain the selection of a 12.5 percent profit and contingencies provision, which exceeds the provision approved in the company's prior filing (10.0 percent).

Response: The company has reconsidered the provision and revised it to 10.0 percent, consistent with the prior approved filing. The higher provision had been intended to reflect the increased cost of catastrophe reinsurance. We now reflect that cost only through the net cost of reinsurance provision described in Objection 3. The revised indication falls from +14.9 percent to +12.2 percent. Revised Exhibits 1 and 7 are attached.

Objection 2. The non-hurricane loss trend of +9.8 percent appears high relative to industry data. Please provide support.

Response: The selected severity trend rests on the company's own data for 2020 through 2024, in which the average paid non-hurricane claim rose from $9,410 to $13,620. We agree that the most recent points are influenced by the 2023 roof claim surge. We have revised the selection to +7.5 percent, the midpoint of the company's 20-point fit (+6.8 percent) and the industry Fast Track fit (+8.1 percent). The effect on the indication is -1.6 points.`,
      `Objection 3. Please provide the calculation of the net cost of reinsurance and confirm that it excludes costs for coverage above the company's 1-in-100 year probable maximum loss.

Response: The net cost of reinsurance is the ceded premium of the June 1, 2024 catastrophe program, $41.2 million, less expected ceded losses of $17.9 million from the average of the two approved hurricane models, allocated to this program by its share of modelled average annual loss (63 percent). The resulting provision is $14.7 million, or 11.6 percent of projected earned premium. The program's top layer attaches at the 1-in-95 year return period and exhausts at 1-in-130; in line with your comment we have removed the portion of the layer above the 1-in-100 year loss, which reduces the provision to 11.1 percent. Exhibit 9 shows the calculation.

Objection 4. The filing proposes a change to the wind mitigation credit for roof-to-wall connections. Please confirm the credits remain consistent with the required mitigation study.

Response: Confirmed. The proposed credits for single wraps (0.82) and double wraps (0.78) are taken without adjustment from the most recent mitigation relativities study and are applied only to the hurricane portion of the premium. The change from the current credits results from the rebased hurricane premium, not from a change to the relativities.

Objection 5. Please provide the distribution of policyholder premium changes under the revised rates.

Response: Under the revised overall change of +9.3 percent, 8 percent of policyholders receive a decrease, 67 percent an increase of 0 to 15 percent, 23 percent an increase of 15 to 25 percent, and 2 percent an increase above 25 percent, limited by the capping rule at 30 percent. Exhibit 11 shows the distribution by county.`,
      `Summary of revisions

Item / Original filing / Revised
Profit and contingencies / 12.5% / 10.0%
Non-hurricane severity trend / +9.8% / +7.5%
Net cost of reinsurance / 11.6% / 11.1%
Indicated change / +14.9% / +10.6%
Selected change / +12.0% / +9.3%

The company requests approval of the revised selected change of +9.3 percent, effective for new business on July 1, 2025 and for renewal business on August 15, 2025. We believe the responses above resolve each objection. Please let us know if any further information would help your review.

Respectfully submitted,

Graham Oduya, ACAS, MAAA
Director, Property Pricing
Cedar Ridge Assurance Company`,
    ],
  },
  {
    fileName: 'prairie-beacon-il-market-conduct-summary',
    title: 'Market Conduct Examination Summary: Claims Practices (Illinois)',
    kind: 'market-conduct-summary',
    carrier: 'Prairie Beacon Insurance',
    state: 'IL',
    line: 'Personal Auto',
    date: '2024-11-18',
    pages: [
      `SUMMARY OF MARKET CONDUCT EXAMINATION
Prairie Beacon Insurance Company
Examination period: January 1, 2022 through December 31, 2023
Scope: private passenger automobile claims handling, complaint handling and producer licensing

Background
The examination was called as part of the department's regular cycle for personal lines writers with more than 50,000 policies in force. Examiners reviewed random samples drawn from the company's claim, complaint and producer populations, with sample sizes set for a 95 percent confidence level and a 7 percent tolerance for error. This summary describes the findings and the corrective actions the company has agreed.

Populations and samples
Area / Population / Sample / Exceptions / Error rate
Paid first-party physical damage claims / 38,412 / 116 / 9 / 7.8%
Closed without payment claims / 6,905 / 108 / 4 / 3.7%
Total loss claims / 2,214 / 79 / 11 / 13.9%
Consumer complaints / 187 / 187 / 6 / 3.2%
Appointed producers / 1,046 / 100 / 2 / 2.0%

Error rates above the 7 percent tolerance are treated as a general business practice and are subject to corrective action.`,
      `Findings

Finding 1 - Total loss settlements (13.9 percent error rate). In eleven total loss files the company did not include applicable sales tax and title transfer fees in the settlement, or included them only after the claimant asked. The regulation requires that these amounts be included in the settlement of a first-party total loss. The underpayments ranged from $212 to $1,486.

Finding 2 - Timeliness of payment (7.8 percent error rate). In nine paid physical damage files the company paid more than 30 days after the claim was accepted, without a written explanation of the delay. Seven of the nine claims arose in July and August 2023, when the company's regional claim office relocated.

Finding 3 - Denial letters (3.7 percent error rate, within tolerance). In four files the denial letter did not cite the specific policy provision relied upon. The rate is within tolerance, but the company has agreed to update its letter templates.

Finding 4 - Complaint register (3.2 percent error rate, within tolerance). Six complaints were logged with the wrong classification code, which understated claim-delay complaints in the register.

No exceptions were found in producer licensing beyond two late appointment notifications, which the company corrected during the examination.`,
      `Corrective Actions and Restitution

The company has agreed to the following:

1. Re-review all first-party total loss claims closed between January 1, 2022 and the date of the examination report, and pay any sales tax, title and registration fees omitted from the settlement, with interest at the statutory rate. The company estimates 870 affected claims and restitution of about $610,000.

2. Add a mandatory tax-and-fees step to its total loss valuation workflow, and report the results of a 90-day internal audit of that step to the department.

3. Add a 25-day diary to every accepted physical damage claim to trigger a written status letter when payment will not be made within 30 days.

4. Revise its denial letter templates to cite the specific provision relied upon, and retrain claim staff.

5. Correct the coding of the complaint register and report complaint counts by corrected category for the next four quarters.

Penalty
In view of the company's cooperation and restitution, the department has assessed a civil forfeiture of $85,000.

The company's response, included in full in the examination report, states that all corrective actions were completed or under way as of October 31, 2024.`,
    ],
  },
  {
    fileName: 'northwind-q4-reserving-memorandum',
    title: 'Reserving Memorandum: Fourth-Quarter Loss Reserve Review',
    kind: 'reserving-memorandum',
    carrier: 'Northwind Casualty',
    state: 'CO',
    line: 'Commercial Auto',
    date: '2025-02-06',
    pages: [
      `NORTHWIND CASUALTY COMPANY
Internal Memorandum - Reserving
To: Reserve Committee
From: Corporate Actuarial
Subject: Loss and LAE reserve review as of December 31, 2024

Summary
Carried net loss and allocated LAE reserves at year-end total $412.8 million against an actuarial central estimate of $405.1 million, a margin of $7.7 million (1.9 percent). The range of reasonable estimates is $381.0 million to $437.5 million. We recommend no change to the carried reserves for personal lines and a strengthening of $9.5 million for commercial auto liability, offset by releases of $6.0 million in workers compensation and $3.5 million in homeowners.

Calendar-year development
Net prior-year development in 2024 was adverse by $4.6 million: commercial auto liability +$11.2 million (accident years 2020 to 2022), workers compensation -$4.1 million, homeowners -$2.9 million and personal auto +$0.4 million.

Line / Carried / Central estimate / Low / High
Personal auto liability / 168.4 / 166.9 / 157.2 / 178.3
Commercial auto liability / 94.1 / 103.6 / 93.4 / 115.8
Workers compensation / 88.7 / 82.4 / 74.9 / 91.2
Homeowners / 38.2 / 34.7 / 31.8 / 38.9
Other / 23.4 / 17.5 / 23.7 / 13.3 (see note)`,
      `Commercial Auto Liability

Reported losses for accident years 2020 to 2022 continued to develop faster than the selected patterns. The paid and incurred chain-ladder methods now indicate ultimate loss ratios of 78 to 84 percent for those years, against 71 to 75 percent selected a year ago. Case reserve adequacy testing shows that the average case reserve on open claims older than 36 months rose 31 percent during 2024, following a review of attorney-represented claims by the commercial claim unit, which explains part of the acceleration.

We give 50 percent weight to the Bornhuetter-Ferguson method for accident years 2022 to 2024, with an a priori loss ratio of 76 percent derived from the pricing indications and trended at 8 percent per year for severity. Larger claims (above $500,000) are reserved separately from a frequency and severity model of excess losses, since four such claims in 2024 would otherwise distort the development factors.

Workers Compensation and Homeowners

Workers compensation continues to develop favourably as medical severity remains below the selected trend and claim closure rates improve. Homeowners accident year 2024 includes the September Front Range hail event at an estimated $21.3 million gross and $8.0 million net of the catastrophe treaty; reported amounts are now 92 percent of the ultimate estimate.`,
      `Unallocated LAE

Unallocated loss adjustment expense reserves are set with the paid-to-paid method at 4.1 percent of loss and ALAE reserves, with half of the ratio applied to case reserves and the full ratio to IBNR.

Uncertainty

The principal uncertainties are (a) social inflation in commercial auto and personal auto bodily injury, (b) the timing of settlements of the 2023 and 2024 hail claims, where public adjusters are involved in 14 percent of open claims, and (c) the effect of the 2024 claim system conversion on paid development patterns. We have tested the sensitivity of the central estimate to a one-year shift in commercial auto development and to a 2-point change in the severity trend; each moves the estimate by $6 million to $9 million.

Recommendations

1. Strengthen commercial auto liability reserves by $9.5 million.
2. Release $6.0 million from workers compensation and $3.5 million from homeowners.
3. Re-examine commercial auto pricing: the indicated rate need is now above the +6.9 percent filed in Colorado in 2025 and the pricing team should review the trend assumptions used there.
4. Repeat the case reserve adequacy study for commercial auto in the second quarter.

Prepared by the Corporate Actuarial department for internal use. Not for distribution outside the company.`,
    ],
  },
  {
    fileName: 'granite-shoals-ga-wc-filing-cover-letter',
    title: 'Filing Cover Letter: Workers Compensation Loss Cost Multiplier (Georgia)',
    kind: 'filing-cover-letter',
    carrier: 'Granite Shoals Casualty',
    state: 'GA',
    line: 'Workers Comp',
    date: '2025-02-27',
    pages: [
      `GRANITE SHOALS CASUALTY COMPANY
Workers Compensation - Georgia
Filing GRSC-2025-00058: Loss Cost Multiplier and Schedule Rating Revision

To the Property and Casualty Rates Division:

Granite Shoals Casualty Company submits a revision of its workers compensation loss cost multiplier and schedule rating plan for Georgia, to be effective for policies written on or after July 1, 2025. The company adopts the advisory loss costs effective March 1, 2025 without modification.

Loss cost multiplier
The current multiplier is 1.38. The company proposes 1.34, a decrease of 2.9 percent, reflecting lower fixed expenses following the consolidation of its southeastern underwriting offices and a reduced provision for premium audit expense. The calculation, shown on the expense provision form, uses a target loss ratio of 74.6 percent, production cost of 9.5 percent, general expense of 6.2 percent, taxes and assessments of 4.3 percent and a profit and contingencies provision of 2.0 percent after investment income.

Schedule rating
The company proposes to widen the range of its schedule rating plan from +/-15 percent to +/-25 percent, with the individual characteristics and maximum credits or debits unchanged except for: management cooperation with the insurer (+/-5 percent, from +/-3), and use of return-to-work programs (new, +/-5 percent). The plan applies only to risks with standard premium above $5,000.

Estimated impact
Policyholders: 3,870. Written premium: $46.2 million. The average change before schedule rating is -2.9 percent; the company expects the revised schedule rating to have no net effect on average premium.

Contact: Priya Lindqvist, Regulatory Affairs Manager.`,
      `Attachments

A. Expense provision and loss cost multiplier calculation.
B. Schedule rating plan, redline and clean versions.
C. Schedule rating usage report for 2023 and 2024: average credit 6.1 percent, average debit 4.8 percent, 58 percent of eligible policies with any schedule modification.
D. Return-to-work program criteria: a written modified-duty policy, a designated coordinator and documented contact with the injured worker within three business days of the report of injury.

Certification
The company certifies that the rates resulting from this filing are not excessive, inadequate or unfairly discriminatory, that the schedule rating plan will be applied uniformly and on the basis of documented risk characteristics, and that the company will keep records of each schedule rating modification for examination.

Sincerely,

Priya Lindqvist
Regulatory Affairs Manager
Granite Shoals Casualty Company`,
    ],
  },
];
