import type { MouseEvent } from 'react';
// React Aria's own links decide with these two; `react-aria` publishes them under `private/` only. Its public
// useLink would bring usePress, which stops clicks and Enter from bubbling (Radix menu items, the page's listeners).
import { shouldClientNavigate, useRouter } from 'react-aria/private/utils/openLink';

/**
 * The click handler of the kit's links, for the app's router given by React Aria's `RouterProvider`: a plain left
 * click goes to the router instead of loading the page. Middle and modified clicks (new tab, new window,
 * download), `target` and `download` links, other origins, and every click outside a RouterProvider stay the
 * browser's, so "open in new tab" keeps working.
 */
export function useNavigateClick(href: string, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (router.isNative || event.defaultPrevented || event.button !== 0) return;
    if (!shouldClientNavigate(event.currentTarget, event)) return;
    event.preventDefault();
    router.open(event.currentTarget, event, href, undefined);
  };
}
