import { type Rng } from '../analytics/rng.ts';

// Random draws and small numeric helpers of the synthetic data.

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Lognormal multiplier with mean 1 and log-sd sigma. */
export function lognormalFactor(rng: Rng, sigma: number): number {
  return Math.exp(rng.normal(0, sigma) - (sigma * sigma) / 2);
}

/** Approximate multinomial draw of `total` records over `shares` (normal approximation per cell). */
export function multinomial(rng: Rng, total: number, shares: readonly number[]): number[] {
  return shares.map((p) =>
    Math.max(0, Math.round(total * p + Math.sqrt(total * p * (1 - p)) * rng.normal())),
  );
}

export function normalise(weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/** Shifts mass toward the upper bins: bin j gets weight exp(strength * x_j), x running from -1 to 1. */
export function tilt(shares: readonly number[], strength: number): number[] {
  const k = shares.length;
  return normalise(shares.map((p, j) => p * Math.exp(strength * (k === 1 ? 0 : (2 * j) / (k - 1) - 1))));
}
