import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import InstallOffer, { type InstallAction } from './InstallOffer';

/** The browser's offer to install the site, as Chrome fires it. */
function installPrompt(prompt: () => Promise<unknown> = async () => ({ outcome: 'accepted' })) {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(prompt) });
}

function renderOffer() {
  const onOffer = vi.fn<(action: InstallAction | null) => void>();
  const view = render(<InstallOffer onOffer={onOffer} />);
  return { onOffer, view };
}

const fire = (event: Event) => act(() => void window.dispatchEvent(event));

/** The entry last handed to the menu. */
const lastOffer = (onOffer: ReturnType<typeof renderOffer>['onOffer']) => onOffer.mock.lastCall?.[0];

describe('InstallOffer', () => {
  it("offers 'Install app' in place of the browser's own banner", () => {
    const { onOffer } = renderOffer();
    expect(onOffer).not.toHaveBeenCalled();
    const offer = installPrompt();
    fire(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(lastOffer(onOffer)).toEqual({ label: 'Install app', onPress: expect.any(Function) });
    expect(offer.prompt).not.toHaveBeenCalled();
  });

  it('pressing it asks the browser once and withdraws the entry', () => {
    const { onOffer } = renderOffer();
    const offer = installPrompt();
    fire(offer);
    act(() => lastOffer(onOffer)?.onPress());
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(lastOffer(onOffer)).toBeNull();
  });

  it('a prompt the browser refuses to show again fails quietly', async () => {
    const { onOffer } = renderOffer();
    const offer = installPrompt(() => Promise.reject(new DOMException('Already shown', 'InvalidStateError')));
    fire(offer);
    act(() => lastOffer(onOffer)?.onPress());
    expect(offer.prompt).toHaveBeenCalledOnce();
    // Let the refusal settle: unhandled, it would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lastOffer(onOffer)).toBeNull();
  });

  it('withdraws the entry once the app is installed', () => {
    const { onOffer } = renderOffer();
    fire(installPrompt());
    fire(new Event('appinstalled'));
    expect(lastOffer(onOffer)).toBeNull();
  });

  it('stops listening when it unmounts', () => {
    const { onOffer, view } = renderOffer();
    view.unmount();
    const offer = installPrompt();
    fire(offer);
    fire(new Event('appinstalled'));
    expect(onOffer).not.toHaveBeenCalled();
    expect(offer.defaultPrevented).toBe(false);
  });
});
