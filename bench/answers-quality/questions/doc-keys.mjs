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
