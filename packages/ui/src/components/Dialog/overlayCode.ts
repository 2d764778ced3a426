import { useEffect, useState, type ComponentType } from 'react';
import { useControllableOpen, type ControllableOpenOptions } from './overlayState';

/**
 * An overlay's open state (Radix's focus trap, dismissable layer, scroll lock, positioning) downloaded on first
 * use, not with every page that shows its trigger: a list page's filters and dialogs are closed until pressed.
 * One download for every instance; `prefetch` starts it when a press is likely (pointer over or focus on the
 * trigger). A failed download is asked for again on the next use.
 */
export function overlayCode<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const download = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  /**
   * The overlay's open state (its owner's, or its own) and its `Panel`: null until it has first opened and its
   * code is in, then kept mounted so that closing can animate. An overlay whose code did not download did not
   * open: its owner hears it close, and `failed` holds until it opens again.
   */
  function useOverlay(options: ControllableOpenOptions) {
    const [open, setOpen] = useControllableOpen(options);
    const [opened, setOpened] = useState(open);
    const [, setDownloads] = useState(0);
    const [failed, setFailed] = useState(false);
    const [wasOpen, setWasOpen] = useState(open);
    if (open !== wasOpen) {
      setWasOpen(open);
      if (open) {
        setOpened(true);
        setFailed(false);
      }
    }
    useEffect(() => {
      if (!open || loaded) return;
      let live = true;
      download().then(
        () => live && setDownloads((count) => count + 1),
        () => {
          if (!live) return;
          setFailed(true);
          setOpen(false);
        },
      );
      return () => {
        live = false;
      };
    }, [open, setOpen]);
    return { open, setOpen, Panel: opened ? loaded : null, failed };
  }

  return {
    useOverlay,
    prefetch: () => void download().catch(() => undefined),
  };
}

export type OverlayCode<Props> = ReturnType<typeof overlayCode<Props>>;
