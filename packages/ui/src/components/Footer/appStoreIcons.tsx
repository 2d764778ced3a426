import type { SVGProps } from 'react';

/** Store marks drawn in currentColor, so the badges follow the theme; decorative (the link text names the store). */
function StoreIcon(props: SVGProps<SVGSVGElement>) {
  return <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" {...props} />;
}

export const GooglePlayIcon = () => (
  <StoreIcon>
    <path
      d="M4.5 2.8 13.6 12l-9.1 9.2a1.4 1.4 0 0 1-.6-1.2V4a1.4 1.4 0 0 1 .6-1.2Zm10.3 8 2.6-2.6-10.7-6.1Zm0 2.4-8.1 8.7 10.7-6.1Zm3.8-4.3L15.8 12l2.8 3.1 2.6-1.5a1.8 1.8 0 0 0 0-3.2Z"
      fill="currentColor"
    />
  </StoreIcon>
);

export const AppStoreIcon = () => (
  <StoreIcon>
    <path
      d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 6.9 1.2 9.1.8 1.1 1.7 2.3 2.9 2.3 1.1 0 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.8-2.2c.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.7ZM14.1 5.8c.6-.8 1.1-1.8.9-2.8-.9 0-2 .6-2.6 1.4-.6.7-1.1 1.7-.9 2.7 1 .1 2-.5 2.6-1.3Z"
      fill="currentColor"
    />
  </StoreIcon>
);
