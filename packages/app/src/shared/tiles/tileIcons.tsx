import type { ReactNode } from 'react';

/**
 * The home and section tiles' pictures, drawn in the page: a dozen tiles as image files would each be a
 * separate SVG document for the browser to load and lay out while the first page renders.
 */
export function TileIcon({ background, children }: { background: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <rect width="120" height="120" rx="16" fill={background} />
      {children}
    </svg>
  );
}

export const green = '#17733a';
export const blue = '#0b5cad';
export const brown = '#8a5300';
export const purple = '#7a2e8e';
export const teal = '#0f6e6e';
export const orange = '#b4531a';

export const moneyIcon = (
  <TileIcon background={green}>
    <circle cx="60" cy="60" r="30" fill="none" stroke="#fff" strokeWidth="8" />
    <path d="M50 48h20M50 58h20M56 48c14 0 14 20 0 20l14 14" stroke="#fff" strokeWidth="6" fill="none" />
  </TileIcon>
);

export const machineIcon = (
  <TileIcon background={blue}>
    <rect x="24" y="50" width="72" height="34" rx="6" fill="#fff" />
    <rect x="36" y="32" width="26" height="22" fill="#fff" />
    <circle cx="44" cy="92" r="8" fill="#fff" />
    <circle cx="78" cy="92" r="8" fill="#fff" />
  </TileIcon>
);

export const materialIcon = (
  <TileIcon background={brown}>
    <circle cx="44" cy="50" r="12" fill="#fff" />
    <circle cx="72" cy="46" r="10" fill="#fff" />
    <circle cx="58" cy="74" r="13" fill="#fff" />
    <circle cx="82" cy="76" r="8" fill="#fff" />
  </TileIcon>
);

export const manpowerIcon = (
  <TileIcon background={purple}>
    <circle cx="46" cy="44" r="12" fill="#fff" />
    <circle cx="76" cy="44" r="12" fill="#fff" />
    <path d="M22 92c2-16 12-26 24-26s22 10 24 26zM54 92c2-16 12-26 24-26s22 10 24 26z" fill="#fff" />
  </TileIcon>
);

export const virginIcon = (
  <TileIcon background={teal}>
    <circle cx="60" cy="60" r="26" fill="#fff" />
    <circle cx="60" cy="60" r="12" fill={teal} />
  </TileIcon>
);

export const compoundsIcon = (
  <TileIcon background={blue}>
    <circle cx="46" cy="56" r="18" fill="#fff" />
    <circle cx="74" cy="56" r="18" fill="#fff" opacity="0.7" />
    <circle cx="60" cy="78" r="18" fill="#fff" opacity="0.5" />
  </TileIcon>
);

export const reprocessedIcon = (
  <TileIcon background={green}>
    <path d="M60 28l18 24H66v20H54V52H42z" fill="#fff" />
    <path d="M30 78h60l-10 16H40z" fill="#fff" />
  </TileIcon>
);

export const scrapIcon = (
  <TileIcon background={brown}>
    <path d="M30 84l12-40 18 14 14-22 16 48z" fill="#fff" />
  </TileIcon>
);

export const polymerIcon = (
  <TileIcon background={blue}>
    <circle cx="36" cy="60" r="10" fill="#fff" />
    <circle cx="60" cy="44" r="10" fill="#fff" />
    <circle cx="84" cy="60" r="10" fill="#fff" />
    <circle cx="60" cy="78" r="10" fill="#fff" />
    <path d="M36 60L60 44L84 60L60 78Z" stroke="#fff" strokeWidth="4" fill="none" />
  </TileIcon>
);

export const compositionIcon = (
  <TileIcon background={purple}>
    <rect x="30" y="30" width="60" height="60" rx="8" fill="none" stroke="#fff" strokeWidth="6" />
    <path d="M30 60h60M60 30v60" stroke="#fff" strokeWidth="6" />
  </TileIcon>
);

export const blogsIcon = (
  <TileIcon background={teal}>
    <rect x="32" y="26" width="56" height="68" rx="6" fill="#fff" />
    <path d="M42 44h36M42 56h36M42 68h24" stroke={teal} strokeWidth="5" />
  </TileIcon>
);

export const qaIcon = (
  <TileIcon background={orange}>
    <path d="M28 34h64v40H58l-16 14V74H28z" fill="#fff" />
    <circle cx="60" cy="54" r="5" fill={orange} />
  </TileIcon>
);

/** Car scrappage (the home page's service tile and the scrap car dealers). */
export const scrapCarIcon = (
  <TileIcon background={brown}>
    <path d="M26 70l8-18c2-5 6-8 12-8h28c6 0 10 3 12 8l8 18v14H26z" fill="#fff" />
    <circle cx="42" cy="84" r="8" fill={brown} stroke="#fff" strokeWidth="4" />
    <circle cx="78" cy="84" r="8" fill={brown} stroke="#fff" strokeWidth="4" />
  </TileIcon>
);
