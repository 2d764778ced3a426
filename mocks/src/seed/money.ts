import { defineTable } from '../db/table';
import { COUNTRY_ID, type CountryName } from './lookups';

/** Lenders for the Money screens, and the names their Funding and Purpose filters offer. */
export interface NamedRow {
  id: number;
  name: string;
}

export interface FinancialInstitutionRow {
  id: number;
  name: string;
  logo: string;
  type_of_funding: string;
  purpose: string;
  /** Per cent a year. */
  interest_rate: number;
  city: string;
  address: string;
  country_id: number;
  sellerid: number;
}

export const FUNDING_TYPES = [
  'Term Loan',
  'Working Capital',
  'Machinery Loan',
  'Equipment Leasing',
  'Invoice Discounting',
  'Letter of Credit',
  'Overdraft',
] as const;
type FundingType = (typeof FUNDING_TYPES)[number];

export const FUNDING_PURPOSES = [
  'Machine Purchase',
  'Plant Expansion',
  'Raw Material Purchase',
  'Export Finance',
  'Green Energy (Solar)',
  'Technology Upgrade',
  'Business Working Capital',
] as const;
type FundingPurpose = (typeof FUNDING_PURPOSES)[number];

type Lender = readonly [
  name: string,
  city: string,
  address: string,
  country: CountryName,
  funding: FundingType,
  purpose: FundingPurpose,
  rate: number,
];

const LENDERS: readonly Lender[] = [
  [
    'Small Industries Development Bank of India (SIDBI)',
    'Lucknow',
    'SIDBI Tower, 15 Ashok Marg',
    'India',
    'Term Loan',
    'Machine Purchase',
    8.9,
  ],
  [
    'State Bank of India',
    'Mumbai',
    'SME Branch, Nariman Point',
    'India',
    'Machinery Loan',
    'Technology Upgrade',
    9.15,
  ],
  [
    'Bajaj Finserv',
    'Pune',
    'Bajaj Finserv Corporate Office, Viman Nagar',
    'India',
    'Machinery Loan',
    'Machine Purchase',
    14,
  ],
  [
    'Tata Capital',
    'Mumbai',
    'Peninsula Business Park, Lower Parel',
    'India',
    'Working Capital',
    'Raw Material Purchase',
    12.5,
  ],
  [
    'HDFC Bank',
    'Mumbai',
    'HDFC Bank House, Senapati Bapat Marg',
    'India',
    'Overdraft',
    'Business Working Capital',
    10.25,
  ],
  [
    'ICICI Bank',
    'Mumbai',
    'ICICI Bank Towers, Bandra Kurla Complex',
    'India',
    'Letter of Credit',
    'Export Finance',
    9.75,
  ],
  [
    'Axis Bank',
    'Ahmedabad',
    'Corporate Banking Branch, C.G. Road',
    'India',
    'Term Loan',
    'Plant Expansion',
    10.5,
  ],
  [
    'Bank of Baroda',
    'Vadodara',
    'Baroda Bhavan, R.C. Dutt Road',
    'India',
    'Term Loan',
    'Green Energy (Solar)',
    9.4,
  ],
  [
    'Kotak Mahindra Bank',
    'Mumbai',
    '27 BKC, Bandra Kurla Complex',
    'India',
    'Invoice Discounting',
    'Business Working Capital',
    11.25,
  ],
  [
    'Mahindra Finance',
    'Mumbai',
    'Mahindra Towers, Worli',
    'India',
    'Equipment Leasing',
    'Machine Purchase',
    13.5,
  ],
  [
    'L&T Finance',
    'Mumbai',
    'Brindavan, Kalina, Santacruz East',
    'India',
    'Machinery Loan',
    'Technology Upgrade',
    12.75,
  ],
  [
    'IDFC FIRST Bank',
    'Chennai',
    'KRM Tower, Harrington Road',
    'India',
    'Working Capital',
    'Raw Material Purchase',
    11.5,
  ],
  [
    'National Small Industries Corporation (NSIC)',
    'New Delhi',
    'NSIC Bhawan, Okhla Industrial Estate',
    'India',
    'Working Capital',
    'Raw Material Purchase',
    9,
  ],
  [
    'Canara Bank',
    'Bengaluru',
    'MSME Sulabh Branch, J.C. Road',
    'India',
    'Term Loan',
    'Plant Expansion',
    9.25,
  ],
  [
    'Punjab National Bank',
    'Ludhiana',
    'MSME Branch, Focal Point',
    'India',
    'Machinery Loan',
    'Machine Purchase',
    9.6,
  ],
  [
    'Aditya Birla Capital',
    'Mumbai',
    'One World Centre, Lower Parel',
    'India',
    'Invoice Discounting',
    'Export Finance',
    12,
  ],
  [
    'Hero FinCorp',
    'New Delhi',
    '09 Community Centre, Basant Lok, Vasant Vihar',
    'India',
    'Equipment Leasing',
    'Technology Upgrade',
    14.5,
  ],
  [
    'Lendingkart',
    'Ahmedabad',
    'B-1105, Navratna Corporate Park, Bopal',
    'India',
    'Working Capital',
    'Business Working Capital',
    18,
  ],
  [
    'Export-Import Bank of India',
    'Mumbai',
    'Centre One, World Trade Centre, Cuffe Parade',
    'India',
    'Term Loan',
    'Export Finance',
    8.5,
  ],
  [
    'Emirates NBD',
    'Dubai',
    'Baniyas Road, Deira',
    'United Arab Emirates',
    'Letter of Credit',
    'Export Finance',
    7.5,
  ],
  ['DBS Bank', 'Singapore', '12 Marina Boulevard', 'Singapore', 'Term Loan', 'Green Energy (Solar)', 6.9],
];

const named = (names: readonly string[]): NamedRow[] => names.map((name, i) => ({ id: i + 1, name }));

export const fundingTypes = defineTable<NamedRow>('funding_types', () => named(FUNDING_TYPES));
export const fundingPurposes = defineTable<NamedRow>('funding_purposes', () => named(FUNDING_PURPOSES));

/** The twelve demo users take turns as the institutions' contact people. */
const DEMO_USER_COUNT = 12;

export const financialInstitutions = defineTable<FinancialInstitutionRow>('financial_institutions', () =>
  LENDERS.map(([name, city, address, country, funding, purpose, rate], i) => ({
    id: i + 1,
    name,
    logo: `demo-images/money/logo-${(i % 6) + 1}.svg`,
    type_of_funding: funding,
    purpose,
    interest_rate: rate,
    city,
    address: `${address}, ${city}`,
    country_id: COUNTRY_ID[country],
    sellerid: ((i + 7) % DEMO_USER_COUNT) + 1,
  })),
);
