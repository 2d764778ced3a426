import { act, render } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConnectionStatus from './ConnectionStatus';

// What a screen reader says (issue 54.1), with a virtual screen reader over the top bar's status.

afterEach(async () => {
  await virtual.stop();
  vi.restoreAllMocks();
});

async function heardSince(count: number) {
  await act(() => new Promise((done) => setTimeout(done, 100)));
  return (await virtual.spokenPhraseLog()).slice(count);
}

describe('what a screen reader says: the connection drops and comes back', () => {
  it('says so politely, once each way', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = render(<ConnectionStatus />);
    await virtual.start({ container });
    const start = (await virtual.spokenPhraseLog()).length;

    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    const offline = await heardSince(start);
    expect(offline).toEqual(['polite: Offline']);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await heardSince(start + offline.length)).toEqual(['polite: Back online']);
  });
});
