import { vi } from 'vitest';

/** Freezes `Date` (not timers, which MSW needs) so time-based demo behaviour is deterministic. */
export function freezeClock(at: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
}

export function advanceClock(ms: number) {
  vi.setSystemTime(new Date(Date.now() + ms));
}
