import { defineTable } from '../db/table';
import { onListingCountChange, padGroupsToListingCount } from './longLists';
import { executiveCategories } from './manpower';

/** Manpower: labour (bulk manpower) work categories, job openings, and who applied to which job. */

export const COUNTRY_TYPES = ['India', 'International'] as const;
export type CountryType = (typeof COUNTRY_TYPES)[number];

export interface LabourCategoryRow {
  id: number;
  name: string;
  image: string;
  /** Which manpower country types offer this category. */
  country_types: CountryType[];
}

export interface JobRow {
  id: number;
  title: string;
  company_name: string;
  /** Monthly salary in rupees. */
  salary_from: number;
  salary_to: number;
  city: string;
  state: string;
  /** The locality shown on the card ("area"). */
  location: string;
  opening: number;
  job_type: string;
  experience: string;
  address: string;
  details: string;
  minimum_education: string;
  /** The shift hours, "9:00 AM - 6:00 PM". */
  timing: string;
  working_days: string;
  category: string;
  category_id: number;
  available_country_type: CountryType;
  /** The job provider who posted it, when that is a demo user. */
  seller_id: number | null;
  sellername: string;
  sellermobile: string;
  selleremail: string;
  created_at: string;
}

export interface JobApplicationRow {
  id: number;
  job_id: number;
  user_id: number;
  applied_at: string;
}

const LABOUR_CATEGORIES: ReadonlyArray<readonly [string, string, readonly CountryType[]]> = [
  ['Machine Operators', 'machine-operator', COUNTRY_TYPES],
  ['Moulding Technicians', 'moulding-technician', COUNTRY_TYPES],
  ['Extrusion Operators', 'extrusion-operator', COUNTRY_TYPES],
  ['Helpers', 'helper', ['India']],
  ['Fitters', 'fitter', COUNTRY_TYPES],
  ['Welders', 'welder', COUNTRY_TYPES],
  ['Electricians', 'electrician', COUNTRY_TYPES],
  ['Packers', 'packing-staff', ['India']],
  ['Loaders', 'loader', ['India']],
  ['Forklift Drivers', 'forklift-driver', COUNTRY_TYPES],
  ['Quality Inspectors', 'quality-checker', COUNTRY_TYPES],
  ['Housekeeping Staff', 'housekeeping', ['India']],
];

/**
 * Stable ids. The names are those of the contractor teams of document 1 (`labour_categorywise`), so a
 * work category can be matched to the contractors who supply it.
 */
export const LABOUR_CATEGORY_ID = Object.fromEntries(
  LABOUR_CATEGORIES.map(([name], i) => [name, i + 1]),
) as Record<string, number>;

export const labourCategories = defineTable<LabourCategoryRow>('labour_categories', () =>
  LABOUR_CATEGORIES.map(([name, file, countryTypes], i) => ({
    id: i + 1,
    name,
    image: `demo-images/jobs/labour-${file}.svg`,
    country_types: [...countryTypes],
  })),
);

/**
 * Jobs are filed under the executive categories of document 1 (GET /executive-manpower-categories),
 * the list the job filter offers.
 */
type JobCategory =
  | 'Production & Moulding'
  | 'Quality Control'
  | 'Maintenance'
  | 'Mould Design & Tool Room'
  | 'Sales & Marketing'
  | 'R&D / Polymer Technologist'
  | 'Plant Head & Operations'
  | 'Procurement & Supply Chain'
  | 'Petrochemical Plant Operations';

function jobCategoryId(name: JobCategory): number {
  const row = executiveCategories.where((category) => category.name === name)[0];
  if (!row) throw new Error(`The job seed refers to an unknown executive category: ${name}`);
  return row.id;
}

interface Employer {
  name: string;
  city: string;
  state: string;
  location: string;
  contact: string;
  mobile: string;
  email: string;
  sellerId: number | null;
}

const employer = (
  name: string,
  city: string,
  state: string,
  location: string,
  contact: string,
  mobile: string,
  email: string,
  sellerId: number | null = null,
): Employer => ({ name, city, state, location, contact, mobile, email, sellerId });

const EMPLOYERS = {
  sabarmati: employer(
    'Sabarmati Polymers Pvt. Ltd.',
    'Ahmedabad',
    'Gujarat',
    'Vatva GIDC',
    'Jignesh Patel',
    '9825011201',
    'hr@sabarmatipolymers.in',
  ),
  vapi: employer(
    'Vapi Pipes & Fittings',
    'Surat',
    'Gujarat',
    'Sachin GIDC',
    'Hetal Desai',
    '9825022302',
    'careers@vapipipes.in',
  ),
  deccan: employer(
    'Deccan Moulders',
    'Pune',
    'Maharashtra',
    'Chakan MIDC',
    'Sachin Kulkarni',
    '9822033403',
    'hr@deccanmoulders.in',
  ),
  ganesh: employer(
    'Shree Ganesh Plastopack',
    'Mumbai',
    'Maharashtra',
    'Vasai East',
    'Manoj Shetty',
    '9820044504',
    'jobs@ganeshplastopack.in',
  ),
  hosur: employer(
    'Hosur Auto Plastics',
    'Hosur',
    'Tamil Nadu',
    'SIPCOT Phase II',
    'Lakshmi Narayanan',
    '9840055605',
    'hr@hosurautoplastics.in',
  ),
  kovai: employer(
    'Kovai Drip Systems',
    'Coimbatore',
    'Tamil Nadu',
    'Kurichi Industrial Estate',
    'Senthil Kumar',
    '9842066706',
    'hr@kovaidrip.in',
  ),
  rudrapur: employer(
    'Rudrapur Packaging Films',
    'Rudrapur',
    'Uttarakhand',
    'SIDCUL Pantnagar',
    'Deepak Rawat',
    '9837077807',
    'hr@rudrapurfilms.in',
  ),
  baddi: employer(
    'Baddi Pharma Packaging',
    'Baddi',
    'Himachal Pradesh',
    'Jharmajri',
    'Anil Thakur',
    '9816088908',
    'hr@baddipharmapack.in',
  ),
  noida: employer(
    'Noida Injection Moulders',
    'Noida',
    'Uttar Pradesh',
    'Sector 63',
    'Ritu Agarwal',
    '9811099009',
    'careers@noidamoulders.in',
  ),
  kolkata: employer(
    'Hooghly Woven Sacks',
    'Howrah',
    'West Bengal',
    'Jangalpur',
    'Subhajit Ghosh',
    '9831010110',
    'hr@hooghlysacks.in',
  ),
  kerala: employer(
    'Kerala Polytech Industries',
    'Kochi',
    'Kerala',
    'Kalamassery',
    'Priya Nair',
    '9847012345',
    'priya.nair@example.in',
    2,
  ),
  punjab: employer(
    'Punjab Pipe Works',
    'Ludhiana',
    'Punjab',
    'Focal Point Phase VIII',
    'Harpreet Singh',
    '9815056789',
    'harpreet.singh@example.in',
    6,
  ),
  jebel: employer(
    'Jebel Ali Packaging FZE',
    'Dubai',
    'Dubai',
    'Jebel Ali Free Zone',
    'Faisal Rahman',
    '+971501234567',
    'careers@jebelalipack.ae',
  ),
  gulf: employer(
    'Gulf Polymers LLC',
    'Sharjah',
    'Sharjah',
    'Industrial Area 13',
    'Ravi Menon',
    '+971529876543',
    'hr@gulfpolymers.ae',
  ),
  sohar: employer(
    'Sohar Plastics Industries',
    'Sohar',
    'Al Batinah North',
    'Sohar Industrial Estate',
    'Anwar Al Balushi',
    '+96891234567',
    'hr@soharplastics.om',
  ),
  jubail: employer(
    'Al Jubail Moulding Co.',
    'Jubail',
    'Eastern Province',
    'Jubail Industrial City',
    'Mohammed Qureshi',
    '+966501112233',
    'jobs@jubailmoulding.sa',
  ),
  lagos: employer(
    'Lagos Polysacks Ltd.',
    'Lagos',
    'Lagos State',
    'Ikeja Industrial Estate',
    'Chinedu Okafor',
    '+2348031234567',
    'hr@lagospolysacks.ng',
  ),
  rayong: employer(
    'Rayong Plastic Parts Co.',
    'Rayong',
    'Rayong',
    'Eastern Seaboard Industrial Estate',
    'Somchai Wong',
    '+66812345678',
    'hr@rayongparts.co.th',
  ),
} as const;
type EmployerKey = keyof typeof EMPLOYERS;

type JobSpec = readonly [
  title: string,
  category: JobCategory,
  employer: EmployerKey,
  salaryFrom: number,
  salaryTo: number,
  opening: number,
  jobType: string,
  experience: string,
];

// Salaries are monthly rupees and spread over every band of the salary filter.
const INDIA_JOBS: readonly JobSpec[] = [
  [
    'Injection Moulding Machine Operator',
    'Production & Moulding',
    'sabarmati',
    12000,
    16000,
    6,
    'Full Time',
    '1-3 Years',
  ],
  [
    'Production Supervisor (Blow Moulding)',
    'Production & Moulding',
    'ganesh',
    25000,
    35000,
    2,
    'Full Time',
    '4-6 Years',
  ],
  ['Extrusion Line In-charge', 'Production & Moulding', 'vapi', 30000, 42000, 1, 'Full Time', '5-8 Years'],
  ['Helper - Moulding Shop', 'Production & Moulding', 'noida', 9000, 11000, 10, 'Full Time', '0-1 Years'],
  ['Quality Inspector (Line QC)', 'Quality Control', 'hosur', 15000, 20000, 3, 'Full Time', '1-3 Years'],
  ['QA Engineer - Pipes', 'Quality Control', 'punjab', 22000, 30000, 2, 'Full Time', '2-4 Years'],
  ['Quality Manager (IATF 16949)', 'Quality Control', 'deccan', 60000, 85000, 1, 'Full Time', '10-14 Years'],
  ['Maintenance Fitter', 'Maintenance', 'kovai', 14000, 18000, 2, 'Full Time', '2-4 Years'],
  ['Electrical Maintenance Engineer', 'Maintenance', 'rudrapur', 28000, 38000, 1, 'Full Time', '3-6 Years'],
  ['Mould Maintenance Technician', 'Maintenance', 'sabarmati', 16000, 22000, 2, 'Full Time', '2-5 Years'],
  [
    'Mould Design Engineer (UG NX)',
    'Mould Design & Tool Room',
    'deccan',
    35000,
    50000,
    1,
    'Full Time',
    '3-6 Years',
  ],
  [
    'Tool Room Machinist (CNC/VMC)',
    'Mould Design & Tool Room',
    'noida',
    18000,
    24000,
    3,
    'Full Time',
    '2-5 Years',
  ],
  [
    'Product Designer - Household Plastics',
    'Mould Design & Tool Room',
    'ganesh',
    40000,
    55000,
    1,
    'Full Time',
    '4-7 Years',
  ],
  [
    'Sales Executive - Polymer Trading',
    'Sales & Marketing',
    'sabarmati',
    20000,
    30000,
    4,
    'Full Time',
    '1-4 Years',
  ],
  [
    'Area Sales Manager - Pipes & Fittings',
    'Sales & Marketing',
    'punjab',
    55000,
    80000,
    2,
    'Full Time',
    '6-10 Years',
  ],
  ['Marketing Coordinator', 'Sales & Marketing', 'kerala', 18000, 25000, 1, 'Part Time', '1-3 Years'],
  [
    'Purchase Executive - Resins',
    'Procurement & Supply Chain',
    'vapi',
    22000,
    28000,
    1,
    'Full Time',
    '2-4 Years',
  ],
  [
    'Head - Procurement',
    'Procurement & Supply Chain',
    'hosur',
    110000,
    150000,
    1,
    'Full Time',
    '12-16 Years',
  ],
  ['Store Keeper', 'Procurement & Supply Chain', 'baddi', 12000, 15000, 1, 'Full Time', '1-3 Years'],
  ['Dispatch Assistant', 'Procurement & Supply Chain', 'kolkata', 8000, 9500, 3, 'Contract', '0-1 Years'],
  ['Forklift Operator', 'Procurement & Supply Chain', 'rudrapur', 11000, 14000, 2, 'Contract', '1-2 Years'],
  [
    'Production Planning Executive',
    'Plant Head & Operations',
    'kolkata',
    13000,
    17000,
    1,
    'Full Time',
    '1-3 Years',
  ],
  [
    'Plant Head - Injection Moulding',
    'Plant Head & Operations',
    'deccan',
    120000,
    160000,
    1,
    'Full Time',
    '12-18 Years',
  ],
  ['EHS Officer', 'Plant Head & Operations', 'kerala', 20000, 26000, 1, 'Full Time', '2-4 Years'],
  [
    'Shift In-charge - Operations',
    'Plant Head & Operations',
    'baddi',
    18000,
    23000,
    1,
    'Full Time',
    '2-5 Years',
  ],
  [
    'Polymer Compounding Chemist',
    'R&D / Polymer Technologist',
    'kovai',
    30000,
    45000,
    1,
    'Full Time',
    '3-6 Years',
  ],
  [
    'R&D Manager - Recycled Polymers',
    'R&D / Polymer Technologist',
    'vapi',
    90000,
    120000,
    1,
    'Full Time',
    '10-15 Years',
  ],
  [
    'Lab Assistant - Material Testing',
    'R&D / Polymer Technologist',
    'hosur',
    9500,
    12500,
    2,
    'Full Time',
    '0-2 Years',
  ],
];

const INTERNATIONAL_JOBS: readonly JobSpec[] = [
  ['Injection Moulding Setter', 'Production & Moulding', 'jebel', 65000, 85000, 4, 'Full Time', '3-6 Years'],
  ['Blown Film Line Operator', 'Production & Moulding', 'gulf', 45000, 60000, 6, 'Full Time', '2-5 Years'],
  [
    'Production Manager - Woven Sacks',
    'Plant Head & Operations',
    'lagos',
    150000,
    200000,
    1,
    'Full Time',
    '10-15 Years',
  ],
  ['Quality Controller - Pipes', 'Quality Control', 'sohar', 55000, 70000, 2, 'Full Time', '3-5 Years'],
  ['QC Inspector - Automotive Parts', 'Quality Control', 'rayong', 40000, 52000, 3, 'Full Time', '2-4 Years'],
  ['Maintenance Electrician', 'Maintenance', 'jubail', 48000, 62000, 3, 'Contract', '3-6 Years'],
  ['Mould Maintenance Fitter', 'Maintenance', 'jebel', 38000, 48000, 2, 'Contract', '2-4 Years'],
  ['Tool Room Engineer', 'Mould Design & Tool Room', 'rayong', 70000, 95000, 1, 'Full Time', '5-8 Years'],
  [
    'Export Sales Manager - Africa',
    'Sales & Marketing',
    'lagos',
    105000,
    140000,
    1,
    'Full Time',
    '8-12 Years',
  ],
  ['Production Helper', 'Production & Moulding', 'gulf', 9000, 12000, 8, 'Contract', '0-1 Years'],
  [
    'Field Operator - Polypropylene Plant',
    'Petrochemical Plant Operations',
    'sohar',
    45000,
    60000,
    2,
    'Full Time',
    '2-5 Years',
  ],
  [
    'Process Engineer - Compounding',
    'R&D / Polymer Technologist',
    'jubail',
    95000,
    130000,
    1,
    'Full Time',
    '6-10 Years',
  ],
];

/** The least schooling each kind of job asks for. */
const MINIMUM_EDUCATION: Record<JobCategory, string> = {
  'Production & Moulding': 'ITI (Plastics Processing)',
  'Quality Control': 'Diploma in Plastics Technology',
  Maintenance: 'ITI (Fitter / Electrician)',
  'Mould Design & Tool Room': 'Diploma in Tool & Die Making',
  'Sales & Marketing': 'Graduate',
  'R&D / Polymer Technologist': 'M.Sc. / B.Tech. Polymer Science',
  'Plant Head & Operations': 'B.E. / B.Tech.',
  'Procurement & Supply Chain': '12th Pass',
  'Petrochemical Plant Operations': 'Diploma in Chemical Engineering',
};

const DUTIES: Record<JobCategory, string> = {
  'Production & Moulding':
    'Run and set machines to the shift plan, keep cycle times and rejection within target, and record output.',
  'Quality Control':
    'Inspect parts against drawings and standards, keep inspection records and raise non-conformances.',
  Maintenance: 'Carry out preventive and breakdown maintenance of moulding, extrusion and utility equipment.',
  'Mould Design & Tool Room':
    'Design and maintain moulds and fixtures, and work with production on trials and corrections.',
  'Sales & Marketing':
    'Develop dealers and industrial customers in the territory and meet monthly sales targets.',
  'R&D / Polymer Technologist':
    'Develop and test formulations and processes, and support customers on material trials.',
  'Plant Head & Operations':
    'Plan production, safety and compliance across shifts and report plant performance every month.',
  'Procurement & Supply Chain':
    'Source polymers, masterbatches and spares, keep stock records and plan receipts and dispatches.',
  'Petrochemical Plant Operations':
    'Operate the polymerisation and pelletising units safely to the control room plan and log readings.',
};

function toJob(spec: JobSpec, countryType: CountryType, index: number): Omit<JobRow, 'id' | 'category_id'> {
  const [title, category, key, salaryFrom, salaryTo, opening, jobType, experience] = spec;
  const company = EMPLOYERS[key];
  return {
    title,
    company_name: company.name,
    salary_from: salaryFrom,
    salary_to: salaryTo,
    city: company.city,
    state: company.state,
    location: company.location,
    opening,
    job_type: jobType,
    experience,
    address: `${company.location}, ${company.city}, ${company.state}`,
    details: `${company.name} is hiring for its ${company.location} plant. ${DUTIES[category]} Accommodation support for outstation candidates.`,
    minimum_education: MINIMUM_EDUCATION[category],
    timing: jobType === 'Part Time' ? '10:00 AM - 2:00 PM' : '9:00 AM - 6:00 PM',
    working_days: countryType === 'International' ? 'Five days a week' : 'Six days a week',
    category,
    available_country_type: countryType,
    seller_id: company.sellerId,
    sellername: company.contact,
    sellermobile: company.mobile,
    selleremail: company.email,
    created_at: `2026-10-${String(1 + (index % 28)).padStart(2, '0')} 10:00:00`,
  };
}

export const jobs = defineTable<JobRow>('jobs', () =>
  padGroupsToListingCount(
    [
      ...INDIA_JOBS.map((spec, i) => toJob(spec, 'India', i)),
      ...INTERNATIONAL_JOBS.map((spec, i) => toJob(spec, 'International', i + 3)),
    ].map((job, i) => ({
      ...job,
      id: i + 1,
      category_id: jobCategoryId(job.category as JobCategory),
    })),
    {
      // The jobs list filters in the browser: long lists measure that too
      // (docs/lists.md, "Long lists to measure and test with").
      counted: () => true,
      groupOf: (row) => row.available_country_type,
      copy: (row, id, number) => ({ ...row, id, title: `${row.title}, opening ${number}` }),
    },
  ),
);
onListingCountChange(() => jobs.reset());

export const jobApplications = defineTable<JobApplicationRow>('job_applications', () => [], {
  example: { id: 1, job_id: 1, user_id: 1, applied_at: '2026-01-15 10:00:00' },
});
