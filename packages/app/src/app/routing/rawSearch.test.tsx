import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Router, useSearch } from 'wouter';
import { useRawSearch } from './rawSearch';

function Next() {
  return <p>{new URLSearchParams(useSearch()).get('next')}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the app's search string", () => {
  const next = '/manpower-executives?executive_category_name=Production+%26+Moulding&city=100%25+Pune';
  const address = `/login?${new URLSearchParams({ next }).toString()}`;

  it('gives URLSearchParams the address bar as it is: a value holding an encoded % keeps it', () => {
    window.history.replaceState(null, '', address);
    render(
      <Router searchHook={useRawSearch}>
        <Next />
      </Router>,
    );
    expect(screen.getByText(next)).toBeInTheDocument();
  });

  it("is what wouter's own search hook got wrong", () => {
    window.history.replaceState(null, '', address);
    render(
      <Router>
        <Next />
      </Router>,
    );
    expect(screen.queryByText(next)).not.toBeInTheDocument();
  });
});
