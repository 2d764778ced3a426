import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormErrorSummary } from './FormErrorSummary';

describe('FormErrorSummary', () => {
  it('focuses the control inside a field group when its item is followed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FormErrorSummary errors={[{ message: 'Choose a condition', fieldId: 'condition' }]} />
        <div id="condition" role="group" aria-label="Condition">
          <input type="checkbox" aria-label="New" disabled />
          <input type="checkbox" aria-label="Used" />
        </div>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Choose a condition' }));
    expect(screen.getByRole('checkbox', { name: 'Used' })).toHaveFocus();
  });

  it('leaves a link to a missing field to the browser', async () => {
    const user = userEvent.setup();
    render(<FormErrorSummary errors={[{ message: 'Enter your city', fieldId: 'city' }]} />);
    const link = screen.getByRole('link', { name: 'Enter your city' });
    expect(link).toHaveAttribute('href', '#city');
    await user.click(link);
    expect(window.location.hash).toBe('#city');
  });
});
