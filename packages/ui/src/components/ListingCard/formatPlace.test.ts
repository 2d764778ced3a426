import { describe, expect, it } from 'vitest';
import { formatPlace } from './ListingCard';

describe('a place from its parts', () => {
  it('skips the empty ones', () => {
    expect(formatPlace('Pune', '', null, 'India')).toBe('Pune, India');
  });

  it('says a city or state once when the address already ends with them', () => {
    expect(formatPlace('Plot 12, GIDC Phase 2, Vapi, Gujarat', 'Vapi', 'gujarat')).toBe(
      'Plot 12, GIDC Phase 2, Vapi, Gujarat',
    );
    expect(formatPlace('Plot 12, GIDC Phase 2', 'Vapi', 'Gujarat')).toBe(
      'Plot 12, GIDC Phase 2, Vapi, Gujarat',
    );
  });
});
