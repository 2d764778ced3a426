import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusFirstField } from './focusFirst';

function Page() {
  return (
    <form>
      <label htmlFor="make">Make</label>
      <input id="make" />
      <div id="feeds" role="group" aria-label="Feeds">
        <input type="checkbox" aria-label="Hopper" />
      </div>
      <label htmlFor="size">Size</label>
      <input id="size" />
    </form>
  );
}

describe('focusFirstField', () => {
  it('focuses the wrong field that comes first on the page, whatever the order of the ids', () => {
    render(<Page />);
    expect(focusFirstField(['size', 'make'])).toBe(true);
    expect(screen.getByLabelText('Make')).toHaveFocus();
  });

  it('focuses the first control inside a group', () => {
    render(<Page />);
    focusFirstField(['size', 'feeds']);
    expect(screen.getByRole('checkbox', { name: 'Hopper' })).toHaveFocus();
  });

  it('says so when none of the fields is on the page', () => {
    render(<Page />);
    expect(focusFirstField(['nowhere'])).toBe(false);
  });
});
