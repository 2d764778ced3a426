import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retryableLazy } from './retryableLazy';

const screenModule = async () => ({ default: () => <p>The screen</p> });

describe('retryableLazy', () => {
  it('shows a piece whose code was loaded ahead in the first render, without its fallback', async () => {
    const Screen = retryableLazy(screenModule);
    await Screen.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback while the code of a piece not loaded ahead comes, then the piece', async () => {
    const Screen = retryableLazy(screenModule);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('The screen')).toBeInTheDocument();
  });
});
