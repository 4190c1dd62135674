import { inPpa } from './in-ppa.mjs';

// The documents a question's answer stands in, by key of documents.mjs, shared by the parts' files.
export const SUMMIT_OH = ['summit-oh-ho'];
export const LAKESHORE_OH = ['lakeshore-oh-ppa'];
export const LAKESHORE_MI = ['lakeshore-mi-ho'];
export const GRANITE_IN = ['granite-in-ho'];
export const GRANITE_MI = ['granite-mi-ho'];
export const RIDGELINE = ['ridgeline-co-ppa'];
export const MPS41 = ['standard-41'];
export const MPS44 = ['standard-44'];
export const ML902 = ['model-law-902'];
export const ML903 = ['model-law-903'];
export const CO_BILL = ['co-bill'];
export const OH_BULLETIN = ['ohio-bulletin'];

/**
 * The row makers of one part: `a` an answerable question, `all` a compound one (the answer must hold
 * every one of `facts`), `no` an absent one, `ppa`/`ppaAll` the same about the Summit Indiana auto memo.
 */
export function partHelpers(split) {
  const a = (q, facts, docs, page) => ({ split, q, facts, docs, page });
  const all = (q, facts, docs, page) => ({ ...a(q, facts, docs, page), allFacts: true });
  const no = (q) => ({ split, q, absent: true });
  const ppa = (q, facts) => ({ split, q, facts, ...inPpa });
  const ppaAll = (q, facts) => ({ ...ppa(q, facts), allFacts: true });
  return { a, all, no, ppa, ppaAll };
}
