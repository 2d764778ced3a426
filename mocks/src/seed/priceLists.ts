import { defineTable } from '../db/table';
import { brands } from './materials';

/** Downloadable rate lists per material brand (the brands of the material screens). */
export interface RateListRow {
  id: number;
  name: string;
  /** The file: a CSV for the current month, a PDF for some brands' previous month. */
  list: string;
  brand_id: number;
}

/** The asset file stem of a brand: "GAIL (G-Lex)" -> "gail". */
const fileStem = (brandName: string) =>
  brandName
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');

const WITH_PDF_ARCHIVE = new Set([
  'Reliance Repol',
  'Haldia Petrochemicals (HPL)',
  'GAIL (G-Lex)',
  'IOCL (Propel)',
]);

export const rateLists = defineTable<RateListRow>('rate_lists', () =>
  brands
    .all()
    .flatMap((brand) => {
      const stem = fileStem(brand.name);
      const current = {
        name: `${brand.name} Price List - November 2026`,
        list: `demo-images/rate-lists/${stem}-2026-11.csv`,
        brand_id: brand.id,
      };
      const archive = {
        name: `${brand.name} Price List - October 2026`,
        list: `demo-images/rate-lists/${stem}-2026-10.pdf`,
        brand_id: brand.id,
      };
      return WITH_PDF_ARCHIVE.has(brand.name) ? [current, archive] : [current];
    })
    .map((row, i) => ({ id: i + 1, ...row })),
);
