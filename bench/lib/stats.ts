/** Small numeric helpers for the bench; pure, so they are unit-tested. */

/** The median of the finite values (mean of the middle two for an even count); undefined when none. */
export function median(values: readonly (number | undefined | null)[]): number | undefined {
  const finite = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (finite.length === 0) return undefined;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank `p`th percentile of values sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** ours / reference; undefined when either is missing or the reference is zero (no meaningful ratio). */
export function ratio(ours: number | undefined, reference: number | undefined): number | undefined {
  if (ours === undefined || reference === undefined || !Number.isFinite(ours) || !Number.isFinite(reference)) return undefined;
  if (reference === 0) return undefined;
  return ours / reference;
}

/** "1.23x", or "n/a" when there is no ratio. */
export function formatRatio(value: number | undefined): string {
  return value === undefined ? 'n/a' : `${value.toFixed(2)}x`;
}

/** Bytes as kibibytes with one decimal ("12.3"), the unit every bench table uses (1 KB = 1024 bytes). */
export function kb(bytes: number | undefined): string {
  return bytes === undefined ? 'n/a' : (bytes / 1024).toFixed(1);
}

/** Milliseconds as seconds with two decimals. */
export function seconds(ms: number | undefined): string {
  return ms === undefined ? 'n/a' : (ms / 1000).toFixed(2);
}
