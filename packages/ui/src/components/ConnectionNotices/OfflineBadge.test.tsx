import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineBadge } from './OfflineBadge';

describe('OfflineBadge', () => {
  it('says Offline as a polite status', () => {
    render(<OfflineBadge />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline$/);
  });
});
