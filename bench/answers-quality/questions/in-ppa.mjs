const IN_PPA = ['summit-in-ppa', 'summit-in-ppa-pdf'];

/** A question about the Summit Indiana auto memo: page 1 in the PDF copy, no page in the DOCX. */
export const inPpa = { docs: IN_PPA, page: { 'summit-in-ppa-pdf': 1, 'summit-in-ppa': null } };
