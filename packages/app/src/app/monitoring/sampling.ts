/** The share of page loads that report: VITE_RUM_SAMPLE, 0 to 1 (all when unset or not a number). */
export function sampleRate(setting: string | undefined): number {
  const rate = Number(setting);
  return setting === undefined || setting === '' || Number.isNaN(rate) ? 1 : Math.min(1, Math.max(0, rate));
}
