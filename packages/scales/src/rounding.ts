import type { RoundingRule } from './model.ts';

/**
 * Rounds raw × numerator / denominator in integer arithmetic, so 42 × 1.25 = 52.5 can never drift to
 * 52.4999… and half-up never degrades into banker's rounding.
 */
export function scaleAndRound(
  raw: number,
  numerator: number,
  denominator: number,
  rule: RoundingRule,
): number {
  const product = raw * numerator;
  if (rule === 'floor') return Math.floor(product / denominator);
  return Math.floor((2 * product + denominator) / (2 * denominator));
}
