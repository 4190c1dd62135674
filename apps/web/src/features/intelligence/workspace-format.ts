// How the workspace writes its figures.

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/-/g, ' ');
export const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${value.toFixed(1)}%`;
export const usd = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '–'
    : value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const quantile = (sorted: number[], q: number) => {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
};
