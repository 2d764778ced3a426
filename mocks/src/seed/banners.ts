import { defineTable } from '../db/table';

export interface BannerRow {
  id: number;
  image: string;
}

export const banners = defineTable<BannerRow>('banners', () =>
  [1, 2, 3, 4].map((n) => ({ id: n, image: `demo-images/banners/banner-${n}.svg` })),
);
