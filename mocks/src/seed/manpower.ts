import type { ManpowerCountryType } from '@plastihub/api-client';
import { defineTable } from '../db/table';
import { COUNTRY_ID, type CountryName } from './lookups';
import { seededRandom } from './random';

/** "less than a year", "1 year", "7 years". */
export const experienceText = (years: number) =>
  years === 0 ? 'less than a year' : `${years} year${years === 1 ? '' : 's'}`;

export interface ManpowerCategoryRow {
  id: number;
  name: string;
  image: string;
}

/** The top-level tiles: executives, labour contractors and institutional placements. */
export const MANPOWER_CATEGORY = { executive: 1, labour: 2, institutional: 3 } as const;

export const manpowerCategories = defineTable<ManpowerCategoryRow>('manpower_categories', () => [
  { id: 1, name: 'Executive', image: 'demo-images/manpower/category-executive.svg' },
  { id: 2, name: 'Labour', image: 'demo-images/manpower/category-labour.svg' },
  { id: 3, name: 'Institutional Placement', image: 'demo-images/manpower/category-institution.svg' },
]);

export interface ExecutiveCategoryRow {
  id: number;
  name: string;
  image: string;
  country_types: ManpowerCountryType[];
}

const BOTH: ManpowerCountryType[] = ['India', 'International'];

// prettier-ignore
const EXECUTIVE_CATEGORY_SEED: Array<[string, ManpowerCountryType[], string[]]> = [
  ['Production & Moulding', BOTH, ['Injection Moulding Process Setting', 'Blow Moulding', 'Extrusion Line Operation', 'Shop Floor Supervision']],
  ['Quality Control', BOTH, ['ISO 9001 / IATF 16949', 'Dimensional Inspection (CMM)', 'MFI & Density Testing', 'SPC & Root Cause Analysis']],
  ['Maintenance', BOTH, ['Hydraulics', 'PLC & Machine Electricals', 'Preventive Maintenance', 'Hot Runner Systems']],
  ['Mould Design & Tool Room', BOTH, ['UG NX / CATIA', 'Mould Flow Analysis', 'CNC & EDM Programming', 'Mould Trials']],
  ['Sales & Marketing', BOTH, ['Polymer Distribution Sales', 'Key Account Management', 'Export Documentation', 'Masterbatch & Compound Sales']],
  ['R&D / Polymer Technologist', BOTH, ['Compounding & Formulation', 'Polymer Testing Lab', 'Recycling Technology', 'Product Development']],
  ['Plant Head & Operations', BOTH, ['Plant P&L', 'Lean Manufacturing', 'EHS Compliance']],
  ['Procurement & Supply Chain', ['India'], ['Polymer Procurement', 'Vendor Development', 'Logistics & Warehousing']],
  ['Petrochemical Plant Operations', ['International'], ['Polymerisation Plant Operation', 'DCS Operation', 'Process Safety (HAZOP)']],
];

export const executiveCategories = defineTable<ExecutiveCategoryRow>('executive_categories', () =>
  EXECUTIVE_CATEGORY_SEED.map(([name, countryTypes], i) => ({
    id: i + 1,
    name,
    image: `demo-images/manpower/executive-${(i % 4) + 1}.svg`,
    country_types: countryTypes,
  })),
);

export interface SpecializationRow {
  id: number;
  category_id: number;
  name: string;
}

export const specializations = defineTable<SpecializationRow>('executive_specializations', () =>
  EXECUTIVE_CATEGORY_SEED.flatMap(([, , skills], i) =>
    skills.map((name) => ({ category_id: i + 1, name })),
  ).map((row, i) => ({ id: i + 1, ...row })),
);

export interface PastExperience {
  company_name: string;
  designation: string;
  from: string;
  to: string;
  description: string;
}

export interface ExecutiveRow {
  id: number;
  name: string;
  image: string;
  category_id: number;
  available_country_type: ManpowerCountryType;
  /** Years. */
  total_experience: number;
  key_skills: string;
  specialization_ids: number[];
  highest_qualification: string;
  about: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pin_code: string;
  country_id: number;
  /** JSON text, as the server stores it; null for freshers. */
  past_experience: string | null;
}

type Place = readonly [city: string, state: string, pin: string, country: CountryName];
const INDIA_PLACES: Place[] = [
  ['Ahmedabad', 'Gujarat', '380015', 'India'],
  ['Vapi', 'Gujarat', '396195', 'India'],
  ['Pune', 'Maharashtra', '411026', 'India'],
  ['Mumbai', 'Maharashtra', '400093', 'India'],
  ['Chennai', 'Tamil Nadu', '600032', 'India'],
  ['Hosur', 'Tamil Nadu', '635126', 'India'],
  ['Noida', 'Uttar Pradesh', '201301', 'India'],
  ['Manesar', 'Haryana', '122051', 'India'],
  ['Hyderabad', 'Telangana', '500037', 'India'],
  ['Bengaluru', 'Karnataka', '560058', 'India'],
  ['Kolkata', 'West Bengal', '700091', 'India'],
  ['Baddi', 'Himachal Pradesh', '173205', 'India'],
];
const ABROAD_PLACES: Place[] = [
  ['Dubai', 'Dubai', '00000', 'United Arab Emirates'],
  ['Jubail', 'Eastern Province', '35514', 'Saudi Arabia'],
  ['Singapore', 'Jurong', '628960', 'Singapore'],
  ['Rayong', 'Rayong', '21150', 'Thailand'],
];

// prettier-ignore
const EXECUTIVE_NAMES: Array<[name: string, category: number, countryType: ManpowerCountryType]> = [
  ['Rajesh Kumar', 1, 'India'], ['Deepa Menon', 2, 'India'], ['Sanjay Patel', 3, 'India'],
  ['Arvind Rao', 4, 'India'], ['Pooja Deshmukh', 1, 'India'], ['Manoj Tiwari', 5, 'India'],
  ['Lakshmi Narayanan', 6, 'India'], ['Imran Shaikh', 1, 'International'], ['Gurpreet Kaur', 2, 'India'],
  ['Naveen Chandra', 7, 'India'], ['Sneha Kulkarni', 8, 'India'], ['Abdul Rahman', 9, 'International'],
  ['Vijay Pillai', 3, 'International'], ['Kavita Joshi', 1, 'India'], ['Prakash Hegde', 4, 'India'],
  ['Farida Khan', 5, 'International'], ['Ramesh Chauhan', 1, 'India'], ['Anil Verma', 2, 'International'],
  ['Bhavna Shah', 6, 'India'], ['Thomas Mathew', 9, 'International'], ['Suresh Babu', 3, 'India'],
  ['Nitin Agarwal', 7, 'International'], ['Divya Iyer', 1, 'India'], ['Harish Gowda', 4, 'International'],
  ['Mohit Saxena', 5, 'India'], ['Rekha Pandey', 8, 'India'], ['Ashok Nair', 1, 'International'],
  ['Sameer Kapoor', 2, 'India'], ['Jyoti Mishra', 6, 'International'], ['Venkatesh Murthy', 3, 'India'],
];

const QUALIFICATIONS = [
  'Diploma in Plastics Mould Technology',
  'B.Tech Polymer Engineering',
  'Post Graduate Diploma in Plastics Processing & Testing',
  'M.Tech Polymer Science',
  'B.E. Mechanical Engineering',
  'MBA Marketing',
  'ITI Fitter',
];

const COMPANIES = [
  'Supreme Industries',
  'Nilkamal Ltd',
  'Finolex Industries',
  'Time Technoplast',
  'Mold-Tek Packaging',
  'Astral Pipes',
  'Sintex Plastics',
  'Huhtamaki India',
  'Uflex Ltd',
  'Prince Pipes and Fittings',
  'Kingfa Science & Technology India',
  'Essel Propack',
];

const DESIGNATIONS: Record<number, [string, string]> = {
  1: ['Production Engineer', 'Production Manager'],
  2: ['QC Inspector', 'Quality Manager'],
  3: ['Maintenance Technician', 'Maintenance Head'],
  4: ['Mould Designer', 'Tool Room Manager'],
  5: ['Sales Executive', 'Regional Sales Manager'],
  6: ['Lab Chemist', 'Senior Polymer Technologist'],
  7: ['Assistant Plant Manager', 'Plant Head'],
  8: ['Purchase Executive', 'Supply Chain Manager'],
  9: ['Panel Operator', 'Shift Superintendent'],
};

const CURRENT_YEAR = 2026;

function pastExperience(total: number, category: number, pick: (n: number) => number): PastExperience[] {
  const [junior, senior] = DESIGNATIONS[category] ?? ['Executive', 'Manager'];
  const jobs = total < 4 ? 1 : total < 12 ? 2 : 3;
  const result: PastExperience[] = [];
  let start = CURRENT_YEAR - total;
  for (let j = 0; j < jobs; j++) {
    const last = j === jobs - 1;
    const end = last ? CURRENT_YEAR : start + Math.max(1, Math.floor(total / jobs));
    const company = COMPANIES[pick(COMPANIES.length)] ?? 'Supreme Industries';
    result.push({
      company_name: company,
      designation: last && total >= 8 ? senior : junior,
      from: `${start}-0${1 + (j % 9)}`,
      to: last ? 'Present' : `${end}-0${1 + ((j + 4) % 9)}`,
      description: `${last && total >= 8 ? senior : junior} at ${company}.`,
    });
    start = end;
  }
  return result;
}

function buildExecutives(): ExecutiveRow[] {
  const random = seededRandom(2026);
  const skillsByCategory = (category: number) =>
    specializations.where((s) => s.category_id === category).map((s) => s.id);
  return EXECUTIVE_NAMES.map(([name, category, countryType], i) => {
    // Spread over every experience range: 0-2, 3-5 ... 24-26 years.
    const total = (i % 9) * 3 + (Math.floor(i / 9) % 3);
    const skills = skillsByCategory(category);
    const chosen = skills.filter((_, k) => k === i % skills.length || random.chance(0.4));
    const skillNames = specializations.where((s) => chosen.includes(s.id)).map((s) => s.name);
    const [city, state, pin, country] =
      countryType === 'India' ? random.pick(INDIA_PLACES) : random.pick(ABROAD_PLACES);
    const [first = name] = name.split(' ');
    return {
      id: i + 1,
      name,
      image: `demo-images/people/person-${(i % 6) + 1}.svg`,
      category_id: category,
      available_country_type: countryType,
      total_experience: total,
      key_skills: skillNames.join(', '),
      specialization_ids: chosen,
      highest_qualification: random.pick(QUALIFICATIONS),
      about: `${first} has ${experienceText(total)} of experience in the plastics industry, strongest in ${skillNames[0] ?? 'shop floor work'}.`,
      mobile: `98${String(20000000 + i * 137911).slice(0, 8)}`,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`,
      address: `${10 + i}, ${random.pick(['Shanti Nagar', 'MIDC Colony', 'Sector 12', 'Gandhi Road', 'Lake View Residency'])}`,
      city,
      state,
      pin_code: pin,
      country_id: COUNTRY_ID[country],
      past_experience:
        total < 2 ? null : JSON.stringify(pastExperience(total, category, (n) => random.int(0, n - 1))),
    };
  });
}

export const executives = defineTable<ExecutiveRow>('manpower_executives', buildExecutives);

export interface ContractorRow {
  id: number;
  category_id: number;
  available_country_type: ManpowerCountryType;
  /** The contact person. */
  name: string;
  company_name: string;
  logo: string;
  contact_no: string;
  email: string;
  about: string;
  address: string;
  city: string;
  state: string;
  pin_code: string;
  country_id: number;
  team_capacity: number;
  /** JSON text: [{ category, capacity }]. */
  labour_categorywise: string;
}

const LABOUR_CATEGORIES = [
  'Machine Operators',
  'Helpers',
  'Packers',
  'Loaders',
  'Quality Inspectors',
  'Fitters',
  'Electricians',
  'Welders',
];

// prettier-ignore
const CONTRACTORS: Array<[company: string, contact: string, countryType: ManpowerCountryType, place: Place]> = [
  ['Shree Ganesh Manpower Services', 'Dinesh Solanki', 'India', ['Vapi', 'Gujarat', '396195', 'India']],
  ['Om Sai Labour Contractors', 'Balaji Shinde', 'India', ['Pune', 'Maharashtra', '411019', 'India']],
  ['Yadav Labour Contractors', 'Suresh Yadav', 'India', ['Gurugram', 'Haryana', '122001', 'India']],
  ['Coastal Industrial Staffing', 'Joseph Fernandes', 'India', ['Chennai', 'Tamil Nadu', '600058', 'India']],
  ['Bharat Skilled Workforce', 'Rakesh Meena', 'India', ['Jaipur', 'Rajasthan', '302013', 'India']],
  ['Deccan Plant Services', 'Srinivas Rao', 'India', ['Hyderabad', 'Telangana', '500055', 'India']],
  ['Eastern Manpower Agency', 'Subhash Ghosh', 'India', ['Kolkata', 'West Bengal', '700088', 'India']],
  ['Gulf Polymer Crew Supply', 'Shaji Varghese', 'International', ['Dubai', 'Dubai', '00000', 'United Arab Emirates']],
  ['Arabian Plant Manpower', 'Mohammed Iqbal', 'International', ['Jubail', 'Eastern Province', '35514', 'Saudi Arabia']],
  ['Himalaya Labour Co-operative', 'Kamal Thapa', 'India', ['Baddi', 'Himachal Pradesh', '173205', 'India']],
  ['Malwa Industrial Services', 'Praveen Jain', 'India', ['Indore', 'Madhya Pradesh', '452015', 'India']],
  ['Kerala Technical Crew', 'Anoop Krishnan', 'International', ['Kochi', 'Kerala', '682030', 'India']],
];

function buildContractors(): ContractorRow[] {
  const random = seededRandom(1212);
  return CONTRACTORS.map(([company, contact, countryType, [city, state, pin, country]], i) => {
    const teams = LABOUR_CATEGORIES.filter((_, k) => k < 2 || random.chance(0.5)).map((category) => ({
      category,
      capacity: random.int(2, 12) * 5,
    }));
    return {
      id: i + 1,
      category_id: MANPOWER_CATEGORY.labour,
      available_country_type: countryType,
      name: contact,
      company_name: company,
      logo: `demo-images/manpower/contractor-${(i % 4) + 1}.svg`,
      contact_no: `97${String(30000000 + i * 245113).slice(0, 8)}`,
      email: `contact@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example.in`,
      about: `${company} supplies trained ${teams.map((t) => t.category.toLowerCase()).join(', ')} to moulding, extrusion and packaging plants${countryType === 'International' ? ' in India and the Gulf' : ''}.`,
      address: `Office ${i + 2}, ${random.pick(['Station Road', 'Industrial Estate Road', 'Main Bazaar', 'Ring Road'])}`,
      city,
      state,
      pin_code: pin,
      country_id: COUNTRY_ID[country],
      team_capacity: teams.reduce((sum, team) => sum + team.capacity, 0),
      labour_categorywise: JSON.stringify(teams),
    };
  });
}

export const contractors = defineTable<ContractorRow>('bulk_manpower_contractors', buildContractors);

export interface InstitutionRow {
  id: number;
  category_id: number;
  available_country_type: ManpowerCountryType;
  institute_name: string;
  logo: string;
  contact_no: string;
  email: string;
  /** Year of establishment. */
  establishment: number;
  address: string;
  city: string;
  state: string;
  pin_code: string;
  country_id: number;
  /** JSON text: [{ course, specialization, student, date }]. */
  student_count: string;
}

// prettier-ignore
const INSTITUTIONS: Array<[name: string, year: number, countryType: ManpowerCountryType, place: Place]> = [
  ['Western India Institute of Plastics Technology', 1986, 'India', ['Ahmedabad', 'Gujarat', '382445', 'India']],
  ['Southern Polymer Training Centre', 1992, 'India', ['Chennai', 'Tamil Nadu', '600032', 'India']],
  ['Institute of Moulding and Tooling', 2001, 'India', ['Pune', 'Maharashtra', '411018', 'India']],
  ['Northern Plastics Skill Academy', 2008, 'India', ['Lucknow', 'Uttar Pradesh', '226008', 'India']],
  ['Eastern Institute of Polymer Engineering', 1995, 'India', ['Bhubaneswar', 'Odisha', '751024', 'India']],
  ['Deccan College of Packaging Technology', 2004, 'India', ['Hyderabad', 'Telangana', '500051', 'India']],
  ['Central Plastics Processing Institute', 1979, 'India', ['Bhopal', 'Madhya Pradesh', '462023', 'India']],
  ['Coastal Polymer Skills Institute', 2012, 'International', ['Kochi', 'Kerala', '682021', 'India']],
  ['Gulf Technical Training Institute', 2010, 'International', ['Sharjah', 'Sharjah', '00000', 'United Arab Emirates']],
  ['Kulkarni Institute of Plastics Technology', 1998, 'India', ['Bengaluru', 'Karnataka', '560058', 'India']],
];

const COURSES: Array<[string, string]> = [
  ['Diploma in Plastics Mould Technology', 'Mould Design'],
  ['Diploma in Plastics Technology', 'Processing'],
  ['Post Graduate Diploma in Plastics Processing & Testing', 'Testing'],
  ['B.Tech Plastics Engineering', 'Polymer Engineering'],
  ['Certificate Course in Injection Moulding', 'Machine Operation'],
  ['M.Tech Plastics Engineering', 'Product Design'],
];

function buildInstitutions(): InstitutionRow[] {
  const random = seededRandom(1010);
  return INSTITUTIONS.map(([name, year, countryType, [city, state, pin, country]], i) => {
    const batches = COURSES.filter((_, k) => k === i % COURSES.length || random.chance(0.45)).map(
      ([course, specialization]) => ({
        course,
        specialization,
        student: random.int(3, 12) * 5,
        date: `2026-${String(random.int(4, 7)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      }),
    );
    return {
      id: i + 1,
      category_id: MANPOWER_CATEGORY.institutional,
      available_country_type: countryType,
      institute_name: name,
      logo: `demo-images/manpower/institute-${(i % 3) + 1}.svg`,
      contact_no: `0${random.int(20, 80)}${random.int(2000000, 2999999)}`,
      email: `placements@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example.in`,
      establishment: year,
      address: `${random.pick(['Guindy Industrial Estate', 'TTC Industrial Area', 'Sector 5', 'Patia', 'Govindpura'])}`,
      city,
      state,
      pin_code: pin,
      country_id: COUNTRY_ID[country],
      student_count: JSON.stringify(batches),
    };
  });
}

export const institutions = defineTable<InstitutionRow>('institutional_placements', buildInstitutions);
