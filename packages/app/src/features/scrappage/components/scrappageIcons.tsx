import { blue, green, teal, TileIcon } from '../../../shared/tiles/tileIcons';

/** Car scrappage: a page for policies, a gauge for fitness, a magnifier for status (the car: shared/tiles). */
export const policyIcon = (
  <TileIcon background={blue}>
    <path d="M38 26h32l14 14v54H38z" fill="#fff" />
    <path d="M46 54h30M46 64h30M46 74h20" stroke={blue} strokeWidth="5" />
  </TileIcon>
);

export const fitnessIcon = (
  <TileIcon background={green}>
    <path d="M28 78a32 32 0 0 1 64 0" fill="none" stroke="#fff" strokeWidth="8" />
    <path d="M60 78l16-20" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
  </TileIcon>
);

export const carStatusIcon = (
  <TileIcon background={teal}>
    <circle cx="54" cy="54" r="20" fill="none" stroke="#fff" strokeWidth="8" />
    <path d="M68 68l18 18" stroke="#fff" strokeWidth="9" strokeLinecap="round" />
  </TileIcon>
);
