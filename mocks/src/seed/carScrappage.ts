import { defineTable } from '../db/table';

/** States, cities, scrap car dealers, car fitness centres and policy documents of the car scrappage area. */
export interface StateRow {
  id: number;
  name: string;
}

export interface CityRow {
  id: number;
  state_id: number;
  name: string;
}

export interface ScrapDealerRow {
  id: number;
  state_id: number;
  city_id: number;
  dealer: string;
  mobile: string;
  email: string;
  address: string;
}

export interface FitnessCenterRow {
  id: number;
  state_id: number;
  city_id: number;
  company_name: string;
  mobile: string;
  email: string;
  address: string;
}

export interface PolicyRow {
  id: number;
  title: string;
  file: string;
}

/** Every state and union territory of India with a few of its cities; ids follow this order. */
const STATE_CITIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Andhra Pradesh', ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati']],
  ['Arunachal Pradesh', ['Itanagar', 'Naharlagun', 'Pasighat', 'Tawang']],
  ['Assam', ['Guwahati', 'Dibrugarh', 'Silchar', 'Jorhat']],
  ['Bihar', ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur']],
  ['Chhattisgarh', ['Raipur', 'Bhilai', 'Bilaspur', 'Korba']],
  ['Goa', ['Panaji', 'Margao', 'Vasco da Gama', 'Mapusa']],
  ['Gujarat', ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot']],
  ['Haryana', ['Gurugram', 'Faridabad', 'Panipat', 'Ambala']],
  ['Himachal Pradesh', ['Shimla', 'Baddi', 'Solan', 'Dharamshala']],
  ['Jharkhand', ['Ranchi', 'Jamshedpur', 'Dhanbad', 'Bokaro']],
  ['Karnataka', ['Bengaluru', 'Mysuru', 'Hubballi', 'Mangaluru']],
  ['Kerala', ['Kochi', 'Thiruvananthapuram', 'Kozhikode', 'Thrissur']],
  ['Madhya Pradesh', ['Indore', 'Bhopal', 'Jabalpur', 'Gwalior']],
  ['Maharashtra', ['Mumbai', 'Pune', 'Nagpur', 'Nashik']],
  ['Manipur', ['Imphal', 'Thoubal', 'Churachandpur', 'Bishnupur']],
  ['Meghalaya', ['Shillong', 'Tura', 'Jowai', 'Nongpoh']],
  ['Mizoram', ['Aizawl', 'Lunglei', 'Champhai', 'Kolasib']],
  ['Nagaland', ['Kohima', 'Dimapur', 'Mokokchung', 'Wokha']],
  ['Odisha', ['Bhubaneswar', 'Cuttack', 'Rourkela', 'Sambalpur']],
  ['Punjab', ['Ludhiana', 'Amritsar', 'Jalandhar', 'Mohali']],
  ['Rajasthan', ['Jaipur', 'Jodhpur', 'Udaipur', 'Bhiwadi']],
  ['Sikkim', ['Gangtok', 'Namchi', 'Gyalshing', 'Mangan']],
  ['Tamil Nadu', ['Chennai', 'Coimbatore', 'Madurai', 'Hosur']],
  ['Telangana', ['Hyderabad', 'Warangal', 'Karimnagar', 'Nizamabad']],
  ['Tripura', ['Agartala', 'Udaipur', 'Dharmanagar', 'Kailashahar']],
  ['Uttar Pradesh', ['Noida', 'Lucknow', 'Kanpur', 'Ghaziabad']],
  ['Uttarakhand', ['Dehradun', 'Haridwar', 'Rudrapur', 'Haldwani']],
  ['West Bengal', ['Kolkata', 'Howrah', 'Durgapur', 'Siliguri']],
  ['Andaman and Nicobar Islands', ['Port Blair', 'Garacharma', 'Bambooflat', 'Diglipur']],
  ['Chandigarh', ['Chandigarh', 'Manimajra']],
  ['Dadra and Nagar Haveli and Daman and Diu', ['Silvassa', 'Daman', 'Diu', 'Vapi Road']],
  ['Delhi', ['New Delhi', 'Dwarka', 'Rohini', 'Okhla']],
  ['Jammu and Kashmir', ['Srinagar', 'Jammu', 'Anantnag', 'Baramulla']],
  ['Ladakh', ['Leh', 'Kargil', 'Diskit', 'Nubra']],
  ['Lakshadweep', ['Kavaratti', 'Agatti', 'Minicoy', 'Amini']],
  ['Puducherry', ['Puducherry', 'Karaikal', 'Mahe', 'Yanam']],
];

const stateSeed: StateRow[] = STATE_CITIES.map(([name], i) => ({ id: i + 1, name }));
const citySeed: CityRow[] = STATE_CITIES.flatMap(([, cities], s) =>
  cities.map((name) => ({ state_id: s + 1, name })),
).map((city, i) => ({ id: i + 1, ...city }));

function place(state: string, city: string): { state_id: number; city_id: number } {
  const row = citySeed.find((c) => c.name === city && stateSeed[c.state_id - 1]?.name === state);
  if (!row) throw new Error(`Seed refers to an unknown city: ${city}, ${state}`);
  return { state_id: row.state_id, city_id: row.id };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Pairs with listings; every other state/city pair has none, so the "No Data Found" state is real. */
const DEALER_PLACES: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  [
    'Gujarat',
    'Ahmedabad',
    ['Sabarmati Auto Recyclers', 'Green Wheels Vehicle Scrapping', 'Narol ELV Dismantlers'],
  ],
  ['Gujarat', 'Surat', ['Tapi Metal and Auto Scrap']],
  ['Maharashtra', 'Pune', ['Chakan Vehicle Recycling Pvt. Ltd.', 'Deccan Scrap Car Yard']],
  ['Maharashtra', 'Mumbai', ['Bhiwandi Auto Salvage', 'Mahindra MSTC Recycling (CERO) Navi Mumbai']],
  ['Delhi', 'New Delhi', ['Capital ELV Recyclers', 'Mayapuri Registered Scrappers']],
  ['Haryana', 'Gurugram', ['Manesar Vehicle Scrapping Facility']],
  ['Tamil Nadu', 'Chennai', ['Sriperumbudur Auto Recyclers', 'Ambattur Scrap Cars']],
  ['Karnataka', 'Bengaluru', ['Peenya Vehicle Dismantling Centre']],
  ['Uttar Pradesh', 'Noida', ['Yamuna RVSF Noida', 'Greater Noida Car Recyclers']],
  ['Telangana', 'Hyderabad', ['Patancheru Auto Scrap Yard']],
  ['West Bengal', 'Kolkata', ['Taratala Vehicle Recycling']],
];

const FITNESS_PLACES: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['Gujarat', 'Ahmedabad', ['Ahmedabad Automated Testing Station', 'Vatva Vehicle Fitness Centre']],
  ['Maharashtra', 'Pune', ['Hinjewadi Automated Testing Station']],
  ['Maharashtra', 'Nashik', ['Nashik Vehicle Fitness Centre']],
  ['Delhi', 'New Delhi', ['Jhuljhuli Automated Testing Station', 'Burari Vehicle Inspection Centre']],
  ['Tamil Nadu', 'Coimbatore', ['Kovai Automated Testing Station']],
  ['Karnataka', 'Bengaluru', ['Nelamangala Fitness Testing Centre', 'Hosakote Automated Testing Station']],
  ['Punjab', 'Ludhiana', ['Ludhiana Vehicle Fitness Centre']],
  ['Rajasthan', 'Jaipur', ['Sitapura Automated Testing Station']],
];

function listings<T>(
  places: ReadonlyArray<readonly [string, string, readonly string[]]>,
  make: (name: string, at: { state_id: number; city_id: number }, n: number, city: string) => T,
): Array<T & { id: number }> {
  return places
    .flatMap(([state, city, names]) => names.map((name) => ({ name, state, city })))
    .map(({ name, state, city }, i) => ({ id: i + 1, ...make(name, place(state, city), i, city) }));
}

export const states = defineTable<StateRow>('states', () => stateSeed.map((row) => ({ ...row })));
export const cities = defineTable<CityRow>('cities', () => citySeed.map((row) => ({ ...row })));

export const scrapDealers = defineTable<ScrapDealerRow>('scrap_dealers', () =>
  listings(DEALER_PLACES, (dealer, at, n, city) => ({
    ...at,
    dealer,
    mobile: `98${String(25010000 + n * 7919).padStart(8, '0')}`,
    email: `contact@${slug(dealer).slice(0, 18)}.in`,
    address: `Plot ${40 + n * 3}, Industrial Estate, ${city}`,
  })),
);

export const fitnessCenters = defineTable<FitnessCenterRow>('fitness_centers', () =>
  listings(FITNESS_PLACES, (company_name, at, n, city) => ({
    ...at,
    company_name,
    mobile: `97${String(41020000 + n * 6271).padStart(8, '0')}`,
    email: `ats@${slug(company_name).slice(0, 18)}.in`,
    address: `Survey No. ${112 + n * 9}, Ring Road, ${city}`,
  })),
);

export const policies = defineTable<PolicyRow>('policies', () =>
  [
    ['Vehicle Scrapping Policy 2021', 'vehicle-scrapping-policy-2021.pdf'],
    ['Registered Vehicle Scrapping Facility Rules 2021', 'rvsf-rules-2021.pdf'],
    ['Automated Testing Station Rules 2021', 'ats-rules-2021.pdf'],
    ['Road Tax Concession on Certificate of Deposit', 'road-tax-concession-2021.pdf'],
    ['End-of-Life Vehicles Handling Guidelines 2019', 'elv-guidelines-2019.pdf'],
  ].map(([title, file], i) => ({ id: i + 1, title: title ?? '', file: `demo-images/policies/${file}` })),
);
