import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Product {
  id: number;
  name: string;
  quantity?: number;
}

const columns: readonly TableColumn<Product>[] = [
  { key: 'name', header: 'Product', isRowHeader: true },
  { key: 'quantity', header: 'Quantity', align: 'end' },
];

describe('Table', () => {
  it('shows "No Data Found" in one full-width cell when there are no rows', () => {
    render(<Table caption="Products" columns={columns} rows={[]} />);
    const cell = screen.getByRole('cell', { name: 'No Data Found' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('shows the caller’s empty message instead', () => {
    render(
      <Table
        caption="Dealers"
        columns={columns}
        rows={[]}
        emptyMessage="No dealer found at this location."
      />,
    );
    expect(screen.getByText('No dealer found at this location.')).toBeInTheDocument();
    expect(screen.queryByText('No Data Found')).not.toBeInTheDocument();
  });

  it('hides rows and the empty message while loading, and says so', () => {
    const { rerender } = render(
      <Table
        caption="Products"
        columns={columns}
        rows={[{ id: 1, name: 'PP granules', quantity: 5 }]}
        loading
      />,
    );
    expect(screen.getByRole('table', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Products');
    expect(screen.queryByText('PP granules')).not.toBeInTheDocument();

    rerender(<Table caption="Products" columns={columns} rows={[]} loading />);
    expect(screen.queryByText('No Data Found')).not.toBeInTheDocument();

    rerender(
      <Table caption="Products" columns={columns} rows={[{ id: 1, name: 'PP granules', quantity: 5 }]} />,
    );
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('names each row by its row-header column and shows values by key', () => {
    render(
      <Table caption="Products" columns={columns} rows={[{ id: 1, name: 'HDPE drums', quantity: 0 }]} />,
    );
    const header = screen.getByRole('rowheader', { name: 'HDPE drums' });
    expect(header).toHaveAttribute('scope', 'row');
    expect(within(header.closest('tr')!).getByRole('cell')).toHaveTextContent('0');
  });

  it('shows the dash for a missing value', () => {
    render(<Table caption="Products" columns={columns} rows={[{ id: 1, name: 'ABS sheets' }]} />);
    const cell = within(screen.getByRole('rowheader', { name: 'ABS sheets' }).closest('tr')!).getByRole(
      'cell',
    );
    expect(cell).toHaveTextContent('—');
    expect(cell).toHaveTextContent('Not provided');
  });

  it('scrolls inside a keyboard-focusable region named after the caption', () => {
    render(<Table caption="Products" hideCaption columns={columns} rows={[]} />);
    expect(screen.getByRole('region', { name: 'Products' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Products' })).toBeInTheDocument();
  });
});
