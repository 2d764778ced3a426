import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria';
import { describe, expect, it, vi } from 'vitest';
import { Tile } from './Tile';

describe('Tile', () => {
  it('is one link named by its label, routed through the router', () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={(href) => navigate(href)}>
        <Tile label="Money" image="/money.svg" href="/money" />
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Money' });
    expect(link).toHaveAttribute('href', '/money');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/money');
  });

  it('lets a Ctrl-click open the tile in a new tab', () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={(href) => navigate(href)}>
        <Tile label="Money" image="/money.svg" href="/money" />
      </RouterProvider>,
    );
    let followed = false;
    // Runs after React's handler: records what the browser would do, then spares jsdom the navigation.
    const recordDefault = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', recordDefault);
    fireEvent.click(screen.getByRole('link', { name: 'Money' }), { ctrlKey: true });
    window.removeEventListener('click', recordDefault);
    expect(navigate).not.toHaveBeenCalled();
    expect(followed).toBe(true);
  });

  it('is one button when it acts instead of navigating', async () => {
    const onPress = vi.fn();
    render(<Tile label="Manpower" image="/manpower.svg" onPress={onPress} />);
    await userEvent.click(screen.getByRole('button', { name: 'Manpower' }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('treats the picture as decoration unless told otherwise, and reserves its size', () => {
    const { container } = render(<Tile label="Money" image="/money.svg" href="/money" imageSize={120} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '120');
  });

  it('draws an inline icon instead of loading a picture', () => {
    const { container } = render(
      <Tile label="Money" href="/money" icon={<svg data-testid="money-icon" viewBox="0 0 1 1" />} />,
    );
    expect(screen.getByRole('link', { name: 'Money' })).toContainElement(screen.getByTestId('money-icon'));
    expect(container.querySelector('img')).toBeNull();
  });
});
