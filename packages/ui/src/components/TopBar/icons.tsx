import type { SVGProps } from 'react';

/**
 * Brand and contact marks for the top bar, inline so nothing loads from a CDN. Decorative: they draw
 * in currentColor and are hidden from assistive technology; the link around each carries the name.
 */
function Glyph(props: SVGProps<SVGSVGElement>) {
  return <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...props} />;
}

export const FacebookIcon = () => (
  <Glyph>
    <path
      fill="currentColor"
      d="M13.5 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.4-1.4h1.5V5.1a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.1H8.1v2.9h2.4V21z"
    />
  </Glyph>
);

export const LinkedInIcon = () => (
  <Glyph>
    <path
      fill="currentColor"
      d="M5 9h3.2v10H5zM6.6 4a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zM10.2 9h3.1v1.4c.4-.8 1.5-1.6 3.1-1.6 3.3 0 3.9 2.2 3.9 5V19h-3.2v-4.6c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19h-3.2z"
    />
  </Glyph>
);

export const YouTubeIcon = () => (
  <Glyph>
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z"
    />
  </Glyph>
);

export const InstagramIcon = () => (
  <Glyph fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
  </Glyph>
);

export const MailIcon = () => (
  <Glyph fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </Glyph>
);

export const ChatIcon = () => (
  <Glyph fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M4 5h16v11H9l-5 4z" />
  </Glyph>
);

/** The PlastiHub mark: a ring of polymer links around a hub. */
export const LogoMark = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" {...props}>
    <path
      d="M16 3 27.3 9.5v13L16 29 4.7 22.5v-13z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
    <path d="M16 3v9M27.3 22.5 19.5 18M4.7 22.5l7.8-4.5" stroke="currentColor" strokeWidth="2" />
    <circle cx="16" cy="16" r="4.5" fill="currentColor" />
  </svg>
);
