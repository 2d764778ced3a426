import type { SVGProps } from 'react';

/**
 * The few line icons the primitives need. Decorative: they draw in currentColor and are hidden from
 * assistive technology; the control around them carries the name.
 */
function LineIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A cross, for close, dismiss and remove buttons. */
export const CloseIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);

/** Three lines, for the button that opens the main menu on a phone. */
export const MenuIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
);

/** A magnifying glass, for search buttons. */
export const SearchIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5" />
  </LineIcon>
);

/** An arrow leaving a box, after a link that opens another site in a new tab. */
export const ExternalLinkIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </LineIcon>
);
