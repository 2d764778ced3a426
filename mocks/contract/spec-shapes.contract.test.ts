/**
 * Every call accepts its answer as the spec describes it (section 3, "Entities and their fields", and
 * section 7, "The calls it makes", of each document): an answer holding only the fields the spec lists
 * must not fail, and neither may one where those fields are null (the spec never says a field is
 * always there). Only the identifiers the app opens a record by, where the spec lists them, stay set
 * in the null answers (`keep`). For the calls the spec does not show (marked "ours"), the fields are
 * those our own demo backend documents.
 *
 * Each case answers one call with a fixed body (MSW, in place of the demo handler) and asserts the
 * call resolves.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as api from '@plastihub/api-client';
import { server } from '../src/node';
import { signIn, useContractClient } from './harness';

type Body = Record<string, unknown>;

interface ShapeCase {
  /** `METHOD /path` as the call sends it (no query). */
  call: string;
  run: () => Promise<unknown>;
  /** The answer with only the fields the spec lists. */
  body: Body;
  /** Fields left set in the null answers: the identifiers a record is opened by. */
  keep?: string[];
}

/* ---------------------------------------------------------------- entities, as the spec lists them */

const envelope = { error: 0, validate: {}, msg: 'Done.' };
const country = { name: 'India' };
const seller = {
  sellerid: 2,
  sellername: 'Priya Nair',
  sellercompany_name: 'Kerala Polytech Industries',
  sellermobile: '9847012345',
  selleremail: 'priya.nair@example.in',
};
/** Document 1: name, country_code, mobile, email, company_name, address, country_id, state, city, user_type. */
const user = {
  name: 'Rohan Mehta',
  country_code: '+91',
  mobile: '9876543210',
  email: 'rohan.mehta@example.in',
  company_name: 'Mehta Polymers Pvt. Ltd.',
  address: 'Plot 14, GIDC Vatva',
  country_id: 1,
  state: 'Gujarat',
  city: 'Ahmedabad',
  user_type: 'Material Seller,Buyer',
};
const dashboard = {
  totalProducts: 3,
  trade_product_leads: 1,
  total_machine: 2,
  blow_molding_machine_leads: 0,
  totalJob: 1,
  jobLeads: 0,
  executiveLeads: 0,
  bulkLeads: 0,
  institutionalLeads: 0,
  finacialInstitutionLeads: 0,
};
const financialInstitutionProfile = {
  name: 'Deccan Capital',
  logo: 'logo.svg',
  type_of_funding: 'Term Loan',
  purpose: 'Machinery Purchase',
  interest_rate: 10.75,
  countrys: country,
  ...seller,
  address: 'HITEC City, Hyderabad',
};
/** Document 3's trade product listing (read); document 1's home and trade lists show the same. */
const tradeListing = {
  id: 4,
  name: 'Repol H110MA',
  image1: 'p.svg',
  price: 98,
  currency: 'INR',
  price_basis: 'Exworks',
  city: 'Jamnagar',
  state: 'Gujarat',
  country,
  category_id: 2,
};
const tradeProduct = {
  id: 4,
  name: 'Repol H110MA',
  category_id: 2,
  image1: 'p1.svg',
  image2: 'p2.svg',
  image3: 'p3.svg',
  image4: 'p4.svg',
  product_category: { name: 'PP' },
  product_condition: { name: 'Prime' },
  quantity: 18,
  unit: 'MT',
  supply_type: 'Regular',
  product_type: 'Virgin Polymers',
  price: 98,
  currency: 'INR',
  price_basis: 'Exworks',
  city: 'Jamnagar',
  state: 'Gujarat',
  country,
  target_country: 'UAE',
  description: 'Homopolymer',
  ...seller,
};
const blog = {
  id: 1,
  title: 'Recycling PET',
  writer: 'Neha Gupta',
  created_at: '2026-01-15 10:00:00',
  content: '<p>Text</p>',
  image: 'b.svg',
  blog_category: { name: 'Recycling' },
};
const executive = { id: 5, name: 'Pooja Deshmukh', image: 'e.svg', city: 'Pune', total_experience: 7 };
const executiveDetails = {
  ...executive,
  mobile: '9800000001',
  email: 'pooja@example.in',
  about: 'Process engineer',
  executive_manpower_categories: { name: 'Production' },
  key_skills: 'Injection moulding',
  highest_qualification: 'B.Tech',
  executive_manpower_specializations: [{ name: 'Moulding' }],
  past_experience: JSON.stringify([
    { company_name: 'Acme', from: '2019', to: '2023', description: 'Shift lead' },
  ]),
  address: 'Hinjewadi',
  state: 'Maharashtra',
  pin_code: '411057',
  country,
};
const contractor = {
  id: 12,
  company_name: 'Coastal Staffing',
  logo: 'c.svg',
  city: 'Kochi',
  team_capacity: 40,
};
/** Document 1's contractor detail: no id, no company name. */
const contractorDetails = {
  name: 'Anil Kumar',
  logo: 'c.svg',
  contact_no: '9800000002',
  email: 'anil@example.in',
  about: 'Labour teams',
  address: 'Kakkanad',
  city: 'Kochi',
  state: 'Kerala',
  pin_code: '682030',
  country,
  team_capacity: 40,
  labour_categorywise: JSON.stringify([{ category: 'Helpers', capacity: 20 }]),
};
const institution = {
  id: 10,
  institute_name: 'Kulkarni Institute',
  logo: 'i.svg',
  contact_no: '9845001234',
  email: 'office@kipt.example.in',
  establishment: '1998',
  address: 'Peenya',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin_code: '560058',
  country,
  student_count: JSON.stringify([
    { course: 'Diploma', specialization: 'Moulds', student: 30, date: '2026-05' },
  ]),
};
const financialInstitution = {
  id: 3,
  name: 'Deccan Capital',
  logo: 'f.svg',
  type_of_funding: 'Term Loan',
  purpose: 'Machinery Purchase',
  interest_rate: 10.75,
  city: 'Hyderabad',
  address: 'HITEC City',
  countrys: country,
  ...seller,
};
const machineCommon = {
  id: 7,
  name: 'Injection Molding Machine',
  image1: 'm1.svg',
  image2: 'm2.svg',
  image3: 'm3.svg',
  image4: 'm4.svg',
  make: 'Milacron',
  mfg_year: 2019,
  spare_capacity: 200,
  country,
  state: 'Maharashtra',
  city: 'Pune',
  zip_code: '411019',
  description: 'Servo',
  ...seller,
};
const moldingMachine = {
  ...machineCommon,
  machine_size: 450,
  shot_capacity: 1200,
  platen_size_length: 900,
  platen_size_width: 900,
  tie_bar_distance_length: 700,
  tie_bar_distance_width: 700,
};
const blowMachine = { ...moldingMachine, accumulator_capacity: 20 };
const extruderMachine = {
  ...machineCommon,
  machine_type: 'Blown Film',
  extrusion_capacity: 150,
  screw_size_diameter: 65,
  screw_size_length: 30,
};
/** Utility and auxiliary machines: no id in the spec. */
const pricedMachine = {
  name: 'Chiller',
  price_from: 150000,
  price_to: 250000,
  machine_size: '30 TR',
  image1: 'u.svg',
  city: 'Pune',
  country,
  ...seller,
};
const toolRoom = {
  id: 2,
  name: 'Gupta Tool Room',
  logo: 't.svg',
  address: 'Sector 63',
  city: 'Noida',
  state: 'Uttar Pradesh',
  country,
  description: 'Moulds',
  ...seller,
  tool_room_machines: [{ image: 'tm.svg', name: 'CNC', make: 'Haas', quantity: 2, description: 'VMC' }],
};
const material = {
  id: 9,
  name: 'Relene 1070LA17',
  image1: 'r.svg',
  grade: '1070LA17',
  polymer_type: 'LDPE',
  product_category: { name: 'LDPE' },
  connect_material_prices: [{ city: 'Mumbai', price: 112 }],
};
const materialDetails = {
  ...material,
  brand: { name: 'Reliance', image: 'rel.svg' },
  density: '0.918',
  melt_flow_rate: '7',
  notched_izod: '-',
  tensile_strength: '10',
  elongation: '500',
  flexural_modulus: '-',
  heat_deflection: '-',
  vicat_softening_point: '93',
  colour: 'Natural',
  product_condition: { name: 'Prime' },
  description: 'Film grade',
};
const brand = { id: 1, name: 'Reliance', image: 'rel.svg' };
/** Polymers entry (details): no id in the spec. */
const polymerDetails = {
  name: 'Polypropylene',
  image1: 'pp1.svg',
  image2: 'pp2.svg',
  image3: 'pp3.svg',
  question1: 'What is PP?',
  answer1: '<p>A polyolefin.</p>',
  question2: 'Uses?',
  answer2: '<p>Packaging.</p>',
  question3: 'Recycling?',
  answer3: '<p>Code 5.</p>',
};
const polymerProduct = {
  id: 3,
  name: 'Bucket',
  image: 'bk.svg',
  brand: 'Milton',
  mfg_year: 2021,
  parts: JSON.stringify([{ image: 'lid.svg', description: 'Lid', category: 'PP' }]),
};
const sellerMachineCommon = {
  id: 7,
  name: 'Injection Molding Machine',
  make: 'Milacron',
  mfg_year: 2019,
  spare_capacity: 200,
  raw_material_feed: 'Hopper',
  country_id: 1,
  state: 'Maharashtra',
  city: 'Pune',
  zip_code: '411019',
  image1: 'm1.svg',
  image2: 'm2.svg',
  image3: 'm3.svg',
  image4: 'm4.svg',
  description: 'Servo',
  approved: 'Pending',
};
/** Document 3's injection molding machine. */
const myInjectionMachine = {
  ...sellerMachineCommon,
  machine_size: 450,
  shot_wt: 1200,
  platen_size_length: 900,
  platen_size_width: 900,
  tie_bar_distance_length: 700,
  tie_bar_distance_width: 700,
  machine_drive: 'Servo',
  machine_operation: 'Automatic',
  sellercompany_name: 'Mehta Polymers',
};
/** Document 3's blow molding machine: country_id is a country object with a name. */
const myBlowMachine = {
  ...sellerMachineCommon,
  name: 'Blow Molding Machine',
  machine_size: 60,
  accumulator_capacity: 20,
  shot_capacity: 900,
  platen_size_length: 800,
  platen_size_width: 700,
  tie_bar_distance_length: 600,
  tie_bar_distance_width: 500,
  machine_drive: 'Hydraulic',
  machine_operation: 'Automatic',
  country_id: { name: 'India' },
};
const myExtruderMachine = {
  ...sellerMachineCommon,
  name: 'Extruder Machine',
  machine_type: 'Blown Film',
  application: 'Film',
  extrusion_capacity: 150,
  sellercompany_name: 'Mehta Polymers',
};
const myToolRoomMachine = {
  id: 4,
  tool_room_company_id: 2,
  name: 'CNC',
  make: 'Haas',
  model: '2018',
  quantity: 2,
  description: 'VMC',
  image: 'tm.svg',
};
const myToolRoom = {
  id: 2,
  name: 'Gupta Tool Room',
  logo: 't.svg',
  address: 'Sector 63',
  country_id: 1,
  state: 'Uttar Pradesh',
  city: 'Noida',
  description: 'Moulds',
  approved: 'Approved',
  tool_room_machines: [myToolRoomMachine],
  country,
};
const job = {
  id: 6,
  title: 'Supervisor',
  company_name: 'Kerala Polytech',
  salary_from: 25000,
  salary_to: 40000,
  city: 'Kochi',
  state: 'Kerala',
  opening: 2,
  job_type: 'Full Time',
  experience: '3-5',
  address: 'Kakkanad',
  details: 'Shifts',
  sellername: 'Priya Nair',
  sellermobile: '9847012345',
  selleremail: 'priya.nair@example.in',
  category: 'Production',
  location: 'Kakkanad',
};
const category = { id: 1, name: 'Helpers', image: 'h.svg' };
const named = (...names: string[]) => names.map((name) => ({ name }));

/* ---------------------------------------------------------------- the forms the posts send */

const machineBase = {
  make: 'Milacron',
  mfgYear: 2019,
  countryId: 1,
  state: 'Maharashtra',
  city: 'Pune',
  zipCode: '411019',
};
const molding = {
  ...machineBase,
  machineSizeTon: 450,
  platenLengthMm: 900,
  platenWidthMm: 900,
  tieBarLengthMm: 700,
  tieBarWidthMm: 700,
};
const injectionForm: api.SellerMachineForm = { ...molding, shotWeightGrams: 1200 };
const blowForm: api.SellerMachineForm = {
  ...molding,
  accumulatorCapacityLitres: 20,
  machineDrive: 'Hydraulic',
  machineOperation: 'Automatic',
};
const extruderForm: api.SellerMachineForm = { ...machineBase, machineType: 'Blown Film' };
const companyForm: api.ToolRoomCompanyForm = {
  name: 'Gupta Tool Room',
  address: 'Sector 63',
  countryId: 1,
  state: 'Uttar Pradesh',
  city: 'Noida',
};
const toolMachineForm: api.ToolRoomMachineForm = { name: 'CNC', make: 'Haas', model: 2018, quantity: 2 };
const tradeForm: api.TradeProductForm = {
  productType: 'Virgin Polymers',
  categoryId: 1,
  conditionId: 1,
  name: 'Repol',
  description: 'PP',
  quantity: 10,
  unit: 'MT',
  supplyType: 'Regular',
};
const registration: api.Registration = {
  firstName: 'Farhan',
  lastName: 'Qureshi',
  companyName: 'Qureshi Polypack',
  countryCode: '+91',
  mobile: '9900112233',
  email: 'farhan@example.in',
  otp: '123456',
  password: 'Secret@123',
  passwordConfirmation: 'Secret@123',
};
const profileUpdate: api.ProfileUpdate = {
  name: 'Rohan Mehta',
  countryCode: '+91',
  mobile: '9876543210',
  email: 'rohan.mehta@example.in',
  companyName: 'Mehta Polymers',
  address: 'GIDC',
  countryId: 1,
  state: 'Gujarat',
  city: 'Ahmedabad',
};
const thread: api.ChatThread = { partnerId: 3, listingId: 2, listingType: 'Trade Product' };
const manpowerList: api.ManpowerListParams = { categoryId: 1, countryType: 'India' };
const pack: api.TokenPackageChoice = { id: null, name: 'Starter', tokens: 100, price: 499 };

/* ---------------------------------------------------------------- document 1 */

const document1: ShapeCase[] = [
  { call: 'GET /front', run: () => api.getFrontPage(), body: { products: [tradeListing], blogs: [blog] } },
  {
    call: 'GET /connect-banners',
    run: () => api.getConnectBanners(),
    body: { banners: [{ image: 'b.svg' }] },
  },
  {
    call: 'GET /manpower-category',
    run: () => api.getManpowerCategories(),
    body: { menpower_category: [{ name: 'Executive', image: 'x.svg' }] },
  },
  {
    call: 'GET /executive-manpower-categories',
    run: () => api.getExecutiveCategories('India'),
    body: { executive_manpower_category: [{ id: 1, name: 'Production', image: 'p.svg' }] },
  },
  {
    call: 'GET /manpower-executive-list',
    run: () => api.getExecutives(manpowerList),
    body: { manpower_executives: [executive] },
  },
  {
    call: 'GET /executive-manpower-specialization',
    run: () => api.getExecutiveKeySkills(1),
    body: { executive_manpower_specialization: [{ id: 1, name: 'Moulding' }] },
  },
  {
    call: 'GET /manpower-executive-filter',
    run: () => api.filterExecutives({ ...manpowerList, experience: '3-5', keySkillIds: [1] }),
    body: { manpower_executives: [executive] },
  },
  {
    call: 'GET /manpower-executive-details',
    run: () => api.getExecutiveDetails(5),
    body: { manpower_executive_details: executiveDetails },
  },
  {
    call: 'GET /bulk-manpower-work-list',
    run: () => api.getLabourContractors(manpowerList),
    body: { bulk_manpowers: [contractor] },
  },
  {
    call: 'GET /bulk-manpower-work-details',
    run: () => api.getLabourContractorDetails(12),
    body: { bulk_manpower_details: contractorDetails },
  },
  {
    call: 'POST /login',
    run: () => api.loginWithPassword({ username: '9876543210', password: 'x' }),
    body: { ...envelope, details: user, token: 'demo-1' },
    keep: ['token'],
  },
  {
    call: 'POST /login-withotp',
    run: () => api.requestLoginOtp({ username: '9876543210' }),
    body: envelope,
  },
  {
    call: 'POST /login-withotp/verify',
    run: () => api.verifyLoginOtp({ username: '9876543210', otp: '123456' }),
    body: { ...envelope, token: 'demo-1' },
    keep: ['token'],
  },
  {
    call: 'POST /register-otp',
    run: () => api.requestRegistrationOtp({ countryCode: '+91', mobile: '9900112233' }),
    body: envelope,
  },
  {
    call: 'POST /register',
    run: () => api.register(registration),
    body: { ...envelope, token: 'demo-13' },
    keep: ['token'],
  },
  { call: 'GET /logout', run: () => api.logout({ token: 'demo-1' }), body: { msg: 'Logged out.' } },
  // "not shown": the answer may be empty.
  { call: 'GET /email/resend', run: () => api.resendVerificationEmail(), body: {} },
  { call: 'GET /email/verify/abc', run: () => api.verifyEmail('abc'), body: {} },
  {
    call: 'GET /profile',
    run: () => api.getProfile(),
    body: { profile: [user], ...dashboard, finacial_institution: financialInstitutionProfile },
  },
  { call: 'POST /profile-update', run: () => api.updateProfile(profileUpdate), body: envelope },
  {
    call: 'POST /change-password',
    run: () => api.changePassword({ oldPassword: 'a', newPassword: 'b', newPasswordConfirmation: 'b' }),
    body: envelope,
  },
  { call: 'GET /countries', run: () => api.getCountries(), body: { countries: [{ id: 1, name: 'India' }] } },
  {
    call: 'GET /typewise-trade-product-list',
    run: () => api.getTradeProducts('Virgin Polymers'),
    body: { products: [tradeListing] },
  },
  {
    call: 'GET /product-categories',
    run: () => api.getProductCategories(),
    body: { product_categories: [{ id: 1, name: 'PP' }] },
  },
  {
    call: 'GET /product-conditions',
    run: () => api.getProductConditions(),
    body: { product_conditions: [{ id: 1, name: 'Prime' }] },
  },
  {
    call: 'GET /trade-product-filter',
    run: () =>
      api.filterTradeProducts({
        tradeType: 'Virgin Polymers',
        countryIds: [1],
        categoryIds: [],
        conditionIds: [],
      }),
    body: { products: [tradeListing] },
  },
  {
    call: 'GET /trade-product-details',
    run: () => api.getTradeProductDetails({ productId: 4, categoryId: 2 }),
    body: { products: tradeProduct, similar_products: [tradeListing] },
  },
  {
    call: 'POST /chat-send-message',
    run: () => api.sendChatMessage({ ...thread, message: 'Hello' }),
    body: envelope,
  },
  {
    call: 'GET /chat-message-listingwise',
    run: () => api.getListingChat(thread),
    body: {
      chats: [{ from_user: 3, message: 'Yes', image: '', date: '2026-11-02 10:05:00', read: 1 }],
      chatUserDetails: [{ name: 'Amit Sharma', image: 'a.svg', last_seen: '2026-11-02 10:00:00' }],
      online_status: 'online',
    },
    keep: ['from_user'],
  },
  {
    call: 'GET /chat-list',
    run: () => api.getChatPartners(),
    body: {
      chats: [
        {
          user_id: 3,
          user_name: 'Amit Sharma',
          user_image: 'a.svg',
          online_status: 'online',
          unread_message: 1,
        },
      ],
    },
    keep: ['user_id'],
  },
  {
    call: 'GET /chat-list-listingwise',
    run: () => api.getPartnerListingChats(3),
    body: {
      chats: [
        {
          listing_id: 2,
          type: 'Trade Product',
          listing_name: 'Relene',
          listing_image: 'r.svg',
          unread_message: 0,
        },
      ],
    },
    keep: ['listing_id'],
  },
  { call: 'GET /wallet', run: () => api.getWallet(), body: { wallet: { wallet_balance: 333 } } },
  {
    call: 'GET /wallet-package',
    run: () => api.getWalletPackages(),
    body: { packages: [{ token: 100, price: 499, name: 'Starter' }] },
  },
  {
    call: 'GET /wallet-transaction',
    run: () => api.getWalletTransactions(),
    body: {
      transactions: [{ description: 'Starter', transaction_date: '2026-03-04 11:20:00', total_token: 100 }],
    },
  },
  {
    call: 'GET /token-transaction',
    run: () => api.getTokenTransactions(),
    body: {
      transactions: [
        { description: 'Bonus', transaction_date: '2026-01-15 10:00:00', type: 'In', token: 50 },
      ],
    },
  },
  {
    call: 'GET /my-manpower-executive-details',
    run: () => api.getMyExecutiveProfile(),
    body: { my_manpower_executive_details: executiveDetails },
  },
  {
    call: 'GET /my-bulk-manpower-work-details',
    run: () => api.getMyContractorProfile(),
    body: { bulk_manpower_details: contractorDetails },
  },
  {
    call: 'GET /my-institution-placement-details',
    run: () => api.getMyInstitutionProfile(),
    body: { institutes: institution },
  },
  { call: 'GET /about-us', run: () => api.getAboutUs(), body: { aboutUs: { about_us: '<p>About</p>' } } },
  {
    call: 'GET /privacy-policy',
    run: () => api.getPrivacyPolicy(),
    body: { privacyPolicy: { privacy_policy: '<p>Privacy</p>' } },
  },
  // Ours: the spec shows no call for these.
  {
    call: 'POST /contact-us',
    run: () =>
      api.submitContactForm({
        firstName: 'Ravi',
        lastName: 'K',
        mobile: '9800000000',
        email: 'r@x.in',
        message: 'Hi',
      }),
    body: { error: 0, msg: 'Sent.' },
  },
  {
    call: 'POST /wallet-add-token',
    run: () => api.purchaseTokenPackage({ pack, idempotencyKey: api.newIdempotencyKey() }),
    body: { error: 0, msg: '100 tokens added to your wallet.', wallet_balance: 433 },
  },
  {
    call: 'GET /institutional-placement-list',
    run: () => api.getInstitutions(manpowerList),
    body: { institutes: [institution] },
  },
  {
    call: 'GET /institutional-placement-details',
    run: () => api.getInstitutionDetails(10),
    body: { institute: institution },
  },
];

/* ---------------------------------------------------------------- document 2 */

interface MachineKind {
  /** The list, search and details paths. */
  paths: [string, string, string];
  /** The key the rows come under (the details call adds `similar_machines`). */
  field: string;
  row: Body;
  list: () => Promise<unknown>;
  search: () => Promise<unknown>;
  details: () => Promise<unknown>;
}

/** Injection, blow molding and extruder machines share three calls; searches are read like the lists. */
const machineKindCases = ({
  paths: [list, search, details],
  field,
  row,
  ...calls
}: MachineKind): ShapeCase[] => [
  { call: `GET /${list}`, run: calls.list, body: { [field]: [row] } },
  { call: `GET /${search}`, run: calls.search, body: { [field]: [row] } },
  { call: `GET /${details}`, run: calls.details, body: { [field]: row, similar_machines: [row] } },
];

const document2: ShapeCase[] = [
  { call: 'GET /blog-categories', run: () => api.getBlogCategories(), body: { categories: [category] } },
  { call: 'GET /blogs', run: () => api.getBlogs({ categoryId: 1 }), body: { blogs: [blog] } },
  { call: 'GET /blogs/details', run: () => api.getBlogDetails({ id: 1 }), body: { blogs: blog } },
  { call: 'GET /qa-categories', run: () => api.getQaCategories(), body: { categories: [category] } },
  {
    call: 'GET /qa',
    run: () => api.getQuestions({ categoryId: 1 }),
    body: { qa: [{ questionBy: 'Amit', questionByPhoto: 'a.svg', question: 'Which grade?' }] },
  },
  {
    call: 'GET /financial-institution-list',
    run: () => api.getFinancialInstitutions(),
    body: { finacial_institutions: [financialInstitution] },
  },
  { call: 'GET /funding-type', run: () => api.getFundingTypes(), body: { funding_type: named('Term Loan') } },
  {
    call: 'GET /funding-purpose',
    run: () => api.getFundingPurposes(),
    body: { funding_purpose: named('Machinery Purchase') },
  },
  {
    call: 'GET /financial-institution-filter',
    run: () => api.filterFinancialInstitutions({ countryIds: [1], fundingTypes: ['Term Loan'] }),
    body: { finacialInstitutions: [financialInstitution] },
  },
  {
    call: 'GET /financial-institution-details',
    run: () => api.getFinancialInstitutionDetails({ id: 3 }),
    body: {
      finacial_institution: financialInstitution,
      similar_finacial_institution: [financialInstitution],
    },
  },
  ...machineKindCases({
    paths: [
      'injection-modling-machine-list',
      'injection-molding-machine-search',
      'injection-modling-machine-details',
    ],
    field: 'injection_modling_machine',
    row: moldingMachine,
    list: () => api.machineCalls.injection.list({ type: 'rent' }),
    search: () => api.machineCalls.injection.list({ type: 'rent', keyword: 'Pune' }),
    details: () => api.machineCalls.injection.details({ id: 7 }),
  }),
  ...machineKindCases({
    paths: ['blow-molding-machine-list', 'blow-molding-machine-search', 'blow-molding-machine-details'],
    field: 'blow_modling_machine',
    row: blowMachine,
    list: () => api.machineCalls.blowMolding.list({ type: 'rent' }),
    search: () => api.machineCalls.blowMolding.list({ type: 'rent', keyword: 'Pune' }),
    details: () => api.machineCalls.blowMolding.details({ id: 7 }),
  }),
  ...machineKindCases({
    paths: ['extruder-machine-list', 'extruder-machine-search', 'extruder-machine-details'],
    field: 'extruder_machine',
    row: extruderMachine,
    list: () => api.machineCalls.extruder.list({ type: 'rent' }),
    search: () => api.machineCalls.extruder.list({ type: 'rent', keyword: 'film' }),
    details: () => api.machineCalls.extruder.details({ id: 7 }),
  }),
  { call: 'GET /tool-room-list', run: () => api.getToolRooms(), body: { company: [toolRoom] } },
  {
    call: 'GET /tool-room-search',
    run: () => api.searchToolRooms({ keyword: 'Noida' }),
    body: { company: [toolRoom] },
  },
  {
    call: 'GET /tool-room-details/2',
    run: () => api.getToolRoomDetails({ id: 2 }),
    body: { error: 0, company: toolRoom },
  },
  {
    call: 'GET /utility-machine-list',
    run: () => api.machineCalls.utility.list({ type: 'rent' }),
    body: { utility_machines: [pricedMachine] },
  },
  // Ours: the spec shows no details call for utility machines (answered like the auxiliary one).
  {
    call: 'GET /utility-machine-details',
    run: () => api.machineCalls.utility.details({ id: 1 }),
    body: { utility_machine: pricedMachine, similar_machines: [pricedMachine] },
  },
  {
    call: 'GET /auxiliary-machine-list',
    run: () => api.machineCalls.auxiliary.list({ type: 'rent' }),
    body: { auxiliary_machines: [pricedMachine] },
  },
  {
    call: 'GET /auxiliary-machine-details',
    run: () => api.machineCalls.auxiliary.details({ id: 1 }),
    body: { injection_modling_machine: pricedMachine, similar_machines: [pricedMachine] },
  },
  {
    call: 'GET /connect-materials',
    run: () => api.getMaterials({ brandId: 1, city: 'Mumbai' }),
    body: { connect_materials: { data: [material] }, brands: [brand] },
  },
  {
    call: 'GET /connect-materials-details',
    run: () => api.getMaterialDetails({ id: 9 }),
    body: { connect_materials: materialDetails },
  },
  { call: 'GET /brands', run: () => api.getBrands(), body: { brands: [brand] } },
  {
    call: 'GET /connect-material-cities',
    run: () => api.getMaterialCities(),
    body: { cities: named('Mumbai') },
  },
  {
    call: 'GET /connect-material-dealer-citybrandwise',
    run: () => api.getMaterialDealers({ brandId: 1, city: 'Mumbai' }),
    body: {
      dealers: [{ dealer: 'Shree Polymers', mobile: '9800000003', email: 's@x.in', address: 'Bhiwandi' }],
    },
  },
  { call: 'GET /polymers', run: () => api.getPolymers(), body: { polymers: [{ id: 1, name: 'PP' }] } },
  {
    call: 'GET /polymers-search',
    run: () => api.searchPolymers({ keyword: 'PP' }),
    body: { polymers: [{ id: 1, name: 'PP' }] },
  },
  {
    call: 'GET /polymers-details',
    run: () => api.getPolymerDetails({ id: 1 }),
    body: { polymers: polymerDetails },
  },
  {
    call: 'GET /polymer-industries',
    run: () => api.getPolymerIndustries(),
    body: { polymer_industries: [{ id: 1, name: 'Household', image: 'h.svg' }] },
  },
  {
    call: 'GET /polymer-product',
    run: () => api.getPolymerProducts({ industryId: 1 }),
    body: { polymer_products: [polymerProduct] },
  },
  {
    call: 'GET /polymer-product-brand',
    run: () => api.getPolymerProductBrands({ industryId: 1 }),
    body: { brands: [{ brand: 'Milton' }] },
  },
  {
    call: 'GET /polymer-product-filter',
    run: () => api.filterPolymerProducts({ industryId: 1, brands: ['Milton'], years: [2021] }),
    body: { polymer_products: [polymerProduct] },
  },
  {
    call: 'GET /polymer-product-details',
    run: () => api.getPolymerProductDetails({ id: 3 }),
    body: { polymer_products: polymerProduct },
  },
];

/* ---------------------------------------------------------------- document 3 */

interface SellerMachineKind {
  /** `<base>-dropdown`, `-add`, `-update` and `-delete`. */
  base: string;
  /** `<mine>` lists the seller's machines, `<mine>-details` gives one (as a list). */
  mine: string;
  /** The keys of the list and of the details answer. */
  fields: [list: string, details: string];
  row: Body;
  dropdowns: Body;
  /** The delete answer is not shown (empty) unless the spec says. */
  removeBody?: Body;
  calls: Record<'options' | 'add' | 'update' | 'mine' | 'details' | 'remove', () => Promise<unknown>>;
}

/** Each of the seller's machine kinds has the same six calls. */
const sellerMachineKindCases = (kind: SellerMachineKind): ShapeCase[] => [
  { call: `GET /${kind.base}-dropdown`, run: kind.calls.options, body: kind.dropdowns },
  { call: `POST /${kind.base}-add`, run: kind.calls.add, body: envelope },
  { call: `POST /${kind.base}-update`, run: kind.calls.update, body: envelope },
  { call: `GET /${kind.mine}`, run: kind.calls.mine, body: { [kind.fields[0]]: [kind.row] } },
  { call: `GET /${kind.mine}-details`, run: kind.calls.details, body: { [kind.fields[1]]: [kind.row] } },
  { call: `DELETE /${kind.base}-delete`, run: kind.calls.remove, body: kind.removeBody ?? {} },
];

const dropdowns = {
  machine_drive: named('Servo'),
  machine_operation: named('Automatic'),
  raw_material_feed: named('Hopper'),
};

const document3: ShapeCase[] = [
  { call: 'POST /trade-product-add', run: () => api.addTradeProduct(tradeForm), body: envelope },
  { call: 'GET /my-trade-product', run: () => api.getMyTradeProducts(), body: { products: [tradeListing] } },
  {
    call: 'GET /role-list',
    run: () => api.getRoles(),
    body: { role_list: [{ name: 'Buyer', image: 'b.svg' }] },
  },
  { call: 'POST /user-role-update', run: () => api.updateRoles(['Buyer']), body: envelope },
  ...sellerMachineKindCases({
    base: 'injection-modling-machine',
    mine: 'my-injection-modling-machine',
    fields: ['injection_modling_machine', 'injection_modling_machine'],
    row: myInjectionMachine,
    dropdowns,
    calls: {
      options: api.sellerMachineCalls.injection.options,
      add: () => api.sellerMachineCalls.injection.add(injectionForm),
      update: () => api.sellerMachineCalls.injection.update(7, injectionForm),
      mine: api.sellerMachineCalls.injection.mine,
      details: () => api.sellerMachineCalls.injection.details(7),
      remove: () => api.sellerMachineCalls.injection.remove(7),
    },
  }),
  ...sellerMachineKindCases({
    base: 'blow-molding-machine',
    mine: 'my-blow-molding-machine',
    // The server reuses the injection key for this list.
    fields: ['injection_modling_machine', 'blow_modling_machine_details'],
    row: myBlowMachine,
    dropdowns,
    calls: {
      options: api.sellerMachineCalls.blowMolding.options,
      add: () => api.sellerMachineCalls.blowMolding.add(blowForm),
      update: () => api.sellerMachineCalls.blowMolding.update(7, blowForm),
      mine: api.sellerMachineCalls.blowMolding.mine,
      details: () => api.sellerMachineCalls.blowMolding.details(7),
      remove: () => api.sellerMachineCalls.blowMolding.remove(7),
    },
  }),
  ...sellerMachineKindCases({
    base: 'extruder-machine',
    mine: 'my-extruder-machine',
    fields: ['extruder_machine', 'extruder_machine_details'],
    row: myExtruderMachine,
    dropdowns: {
      machine_type: named('Blown Film'),
      application: named('Film'),
      raw_material_feed: named('Hopper'),
    },
    // The spec's delete answers `error`.
    removeBody: { error: 0 },
    calls: {
      options: api.sellerMachineCalls.extruder.options,
      add: () => api.sellerMachineCalls.extruder.add(extruderForm),
      update: () => api.sellerMachineCalls.extruder.update(7, extruderForm),
      mine: api.sellerMachineCalls.extruder.mine,
      details: () => api.sellerMachineCalls.extruder.details(7),
      remove: () => api.sellerMachineCalls.extruder.remove(7),
    },
  }),
  {
    call: 'GET /tool-room-company/2/edit',
    run: () => api.getToolRoomCompanyForEdit(2),
    body: { error: 0, company: myToolRoom },
  },
  { call: 'POST /tool-room-company', run: () => api.addToolRoomCompany(companyForm), body: envelope },
  {
    call: 'GET /tool-room-company',
    run: () => api.getMyToolRoomCompanies(),
    body: { company: [myToolRoom] },
  },
  { call: 'GET /tool-room-company/2', run: () => api.getMyToolRoomCompany(2), body: { company: myToolRoom } },
  { call: 'POST /tool-room-company/2', run: () => api.updateToolRoomCompany(2, companyForm), body: envelope },
  { call: 'DELETE /tool-room-company/2', run: () => api.deleteToolRoomCompany(2), body: {} },
  {
    call: 'POST /tool-room-machine',
    run: () => api.addToolRoomMachine({ ...toolMachineForm, companyId: 2 }),
    body: envelope,
  },
  {
    call: 'POST /tool-room-machine/4',
    run: () => api.updateToolRoomMachine(4, toolMachineForm),
    body: envelope,
  },
  {
    call: 'GET /tool-room-machine/4',
    run: () => api.getMyToolRoomMachine(4),
    body: { machine: myToolRoomMachine },
  },
  { call: 'DELETE /tool-room-machine/4', run: () => api.deleteToolRoomMachine(4), body: {} },
  { call: 'GET /states', run: () => api.getStates(), body: { states: [{ id: 1, name: 'Delhi' }] } },
  { call: 'GET /cities', run: () => api.getCities(1), body: { cities: [{ id: 1, name: 'New Delhi' }] } },
  {
    call: 'GET /skrap-dealers',
    run: () => api.getScrapDealers({ stateId: 1, cityId: 1 }),
    body: {
      skrapDealers: [
        { dealer: 'Delhi Auto Scrap', mobile: '9800000004', email: 'd@x.in', address: 'Mayapuri' },
      ],
    },
  },
  {
    call: 'GET /fitness-centers',
    run: () => api.getFitnessCenters({ stateId: 1, cityId: 1 }),
    body: {
      fitnessCenters: [
        { company_name: 'ATS Delhi', mobile: '9800000005', email: 'a@x.in', address: 'Jhuljhuli' },
      ],
    },
  },
  {
    call: 'GET /policies',
    run: () => api.getPolicies(),
    body: { policies: [{ title: 'Vehicle Scrapping Policy', file: 'policy.pdf' }] },
  },
  {
    call: 'GET /rate-list',
    run: () => api.getRateLists(),
    body: { ratelist: [{ name: 'June rates', list: 'june.pdf', brand_id: 1, brand: { image: 'rel.svg' } }] },
  },
  {
    call: 'GET /bulk-manpower-work-categories',
    run: () => api.getLabourCategories('India'),
    body: { bulk_manpower_categoroies: [category] },
  },
  { call: 'GET /job-categorywise', run: () => api.getJobs('India'), body: { jobs: [job] } },
  { call: 'GET /job-details', run: () => api.getJobDetails(6), body: { jobs: job } },
  // "not shown": the answer may be empty.
  { call: 'GET /job-apply', run: () => api.applyForJob(6), body: {} },
];

/* ---------------------------------------------------------------- variants */

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value null, at any depth, except the kept identifiers; objects and lists keep their shape. */
function leavesNull(value: unknown, keep: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => leavesNull(item, keep));
  if (!isRecord(value)) return null;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, keep.has(key) ? item : leavesNull(item, keep)]),
  );
}

/** Every field of every record null (relations and nested lists too), except the kept identifiers. */
function fieldsNull(value: unknown, keep: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => fieldsNull(item, keep));
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keep.has(key) ? item : null]));
}

const variants = {
  'only the fields the spec lists': (body: Body) => body,
  'those fields null at every depth': (body: Body, keep: ReadonlySet<string>) => leavesNull(body, keep),
  'every field of its records null': (body: Body, keep: ReadonlySet<string>) =>
    Object.fromEntries(
      Object.entries(body).map(([key, item]) => [key, keep.has(key) ? item : fieldsNull(item, keep)]),
    ),
  'its own fields null': (body: Body, keep: ReadonlySet<string>) =>
    Object.fromEntries(Object.entries(body).map(([key, item]) => [key, keep.has(key) ? item : null])),
} as const;

function answerWith(call: string, body: unknown) {
  const [method = '', path = ''] = call.split(' ');
  const verb = method.toLowerCase() as 'get' | 'post' | 'delete';
  server.use(
    http[verb](
      `*/api${path}`,
      () => new HttpResponse(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

const cases = [...document1, ...document2, ...document3].flatMap((shape) =>
  Object.entries(variants).map(([variant, make]) => ({
    ...shape,
    variant,
    answer: make(shape.body, new Set(['id', ...(shape.keep ?? [])])),
  })),
);

describe('every call accepts its answer as the spec describes it', () => {
  useContractClient();

  it.each(cases)('$call with $variant', async ({ call, run, answer }) => {
    signIn();
    answerWith(call, answer);
    await expect(run()).resolves.not.toThrow();
  });

  it('covers every call the client makes', () => {
    const calls = new Set([...document1, ...document2, ...document3].map((shape) => shape.call));
    expect(calls.size).toBe(document1.length + document2.length + document3.length);
    const functions = Object.entries(api).filter(
      ([name, value]) =>
        typeof value === 'function' &&
        /^(get|search|filter|add|update|delete|login|logout|request|verify|register|resend|change|send|submit|purchase|apply)/.test(
          name,
        ),
    );
    // Each machine kind's calls are one set (`machineCalls`): its list, its search when it has one, its details.
    const machineKindCallCount = api.machineKinds.reduce(
      (count, kind) => count + ('search' in kind.endpoints ? 3 : 2),
      0,
    );
    // Each seller machine kind's calls are one set too (`sellerMachineCalls`): its six calls.
    const sellerMachineKindCallCount = Object.values(api.sellerMachineCalls).reduce(
      (count, kindCalls) => count + Object.keys(kindCalls).length,
      0,
    );
    // approveDemoListings is the demo's own control, not a call of the product.
    expect(calls.size).toBe(functions.length + machineKindCallCount + sellerMachineKindCallCount);
  });
});

describe('a wallet package without an id (the spec lists token, price and name)', () => {
  useContractClient();

  it('is listed with a key of its own and bought by what the spec gives', async () => {
    signIn();
    answerWith('GET /wallet-package', { packages: [{ token: 600, price: 2399, name: 'Business' }] });
    const [business] = await api.getWalletPackages();
    expect(business).toEqual({
      id: null,
      key: 'Business:600:2399',
      name: 'Business',
      tokens: 600,
      price: 2399,
    });
    if (!business) throw new Error('listed');
    // The purchase goes to the demo handler, which finds the package by name, tokens and price.
    const bought = await api.purchaseTokenPackage({
      pack: business,
      idempotencyKey: api.newIdempotencyKey(),
    });
    expect(bought).toEqual({ message: '600 tokens added to your wallet.', balance: 933 });
  });
});
