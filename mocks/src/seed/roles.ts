import { defineTable } from '../db/table';

export interface RoleRow {
  id: number;
  /** Kept exactly as the server spells it: users hold these names in their comma-separated `user_type`. */
  name: string;
  image: string;
}

/** The eight roles of spec document 1, in its order ("Financial Institutation" is the server's spelling). */
export const ROLE_NAMES = [
  'Material Seller',
  'Machine Vendor',
  'Job Provider',
  'Buyer',
  'Institutes',
  'Contractor',
  'Financial Institutation',
  'Job Seeker',
] as const;

const imageFile: Record<(typeof ROLE_NAMES)[number], string> = {
  'Material Seller': 'material-seller',
  'Machine Vendor': 'machine-vendor',
  'Job Provider': 'job-provider',
  Buyer: 'buyer',
  Institutes: 'institutes',
  Contractor: 'contractor',
  'Financial Institutation': 'financial-institution',
  'Job Seeker': 'job-seeker',
};

export const roles = defineTable<RoleRow>('roles', () =>
  ROLE_NAMES.map((name, i) => ({
    id: i + 1,
    name,
    image: `demo-images/roles/${imageFile[name]}.svg`,
  })),
);
