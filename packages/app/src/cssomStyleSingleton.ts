/**
 * The app's `react-style-singleton` (vite.config.ts points the package here). react-remove-scroll, which Radix's
 * modal Dialog, DropdownMenu and Popover use to lock the page's scrolling, writes its few rules (overflow hidden,
 * the scrollbar gap, pointer events) through this package, which puts them in a <style> element. The Content
 * Security Policy allows style elements from the app's origin only (no 'unsafe-inline': the rules carry measured
 * sizes, so no hash could name them), so this version adopts a constructable stylesheet instead: styles written
 * through the CSSOM are not restricted by the policy. Same API and the same add/remove counting as the package.
 */
import { useEffect } from 'react';

interface Sheet {
  add(css: string): void;
  remove(): void;
}

function adoptSheet(css: string): () => void {
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }
  // A browser without constructable stylesheets gets what the package does (and its policy decides).
  const element = document.createElement('style');
  element.append(document.createTextNode(css));
  document.head.append(element);
  return () => element.remove();
}

/** Adds the styles while at least one user needs them. */
export function stylesheetSingleton(): Sheet {
  let users = 0;
  let release: (() => void) | null = null;
  return {
    add(css) {
      if (users === 0) release = adoptSheet(css);
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0 && release) {
        release();
        release = null;
      }
    },
  };
}

/** A hook adding `styles` while the component using it is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return function useStyle(styles, isDynamic) {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // The package's rule: the styles are re-added on a change only when they are dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [styles && isDynamic],
    );
  };
}

/** A component adding `styles` while it is mounted. */
export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
