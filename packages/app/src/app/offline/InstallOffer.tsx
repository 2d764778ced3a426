import { useEffect } from 'react';

/** Chrome's and Edge's offer to install the site (`beforeinstallprompt`); other browsers have none. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

export interface InstallAction {
  label: string;
  onPress: () => void;
}

/**
 * Listens for the browser's offer to install the app and hands the menu an "Install app" entry while it stands
 * (the browser's own banner is held back: the menu offers it instead). Pressing it asks the browser once; after
 * that, or once the app is installed, the entry goes. Renders nothing.
 */
export default function InstallOffer({ onOffer }: { onOffer: (action: InstallAction | null) => void }) {
  useEffect(() => {
    const offered = (event: Event) => {
      event.preventDefault();
      onOffer({
        label: 'Install app',
        onPress: () => {
          onOffer(null);
          void (event as InstallPromptEvent).prompt().catch(() => undefined);
        },
      });
    };
    const installed = () => onOffer(null);
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', installed);
    };
  }, [onOffer]);
  return null;
}
