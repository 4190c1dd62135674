/**
 * Finds the quote among the text layer's pieces, ignoring white space (extraction and layout join
 * words differently), and returns the indexes of the pieces it covers. Long quotes that do not match
 * whole are matched on their first 80 letters.
 */
export function piecesCovering(pieces: readonly string[], quote: string): number[] {
  const owner: number[] = [];
  let joined = '';
  pieces.forEach((piece, index) => {
    for (const ch of piece.replace(/\s+/g, '')) {
      joined += ch;
      owner.push(index);
    }
  });
  const wanted = quote.replace(/\s+/g, '');
  if (!wanted) return [];
  let start = joined.indexOf(wanted);
  let length = wanted.length;
  if (start < 0) {
    const head = wanted.slice(0, 80);
    start = joined.indexOf(head);
    length = head.length;
  }
  if (start < 0) return [];
  return [...new Set(owner.slice(start, start + length))];
}
