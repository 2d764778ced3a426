import { describe, expect, it } from 'vitest';
import { approvalDisplay } from './StatusBadge';

describe('approvalDisplay', () => {
  it('maps the two known values to the spec texts and tones', () => {
    expect(approvalDisplay('Pending')).toEqual({ text: 'Under Review', tone: 'warning' });
    expect(approvalDisplay('Approved')).toEqual({ text: 'Published', tone: 'success' });
  });

  it('shows any other value neutral, as it is', () => {
    expect(approvalDisplay('Rejected')).toEqual({ text: 'Rejected', tone: 'neutral' });
    expect(approvalDisplay(' Approved ')).toEqual({ text: 'Published', tone: 'success' });
    expect(approvalDisplay('')).toEqual({ text: '', tone: 'neutral' });
  });
});
