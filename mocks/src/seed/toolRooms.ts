import { defineTable } from '../db/table';
import { COUNTRY_ID } from './lookups';
import type { ApprovalStatus } from './machines';
import { seededRandom } from './random';

/** Tool-and-die companies and their machines. Only approved companies are public. */
export interface ToolRoomRow {
  id: number;
  name: string;
  /** '' when the company has not uploaded one: the screens show a default image. */
  logo: string;
  address: string;
  city: string;
  state: string;
  country_id: number;
  description: string;
  approved: ApprovalStatus;
  sellerid: number;
}

export interface ToolRoomMachineRow {
  id: number;
  tool_room_company_id: number;
  name: string;
  make: string;
  /** The forms label it Mfg Year. */
  model: string;
  quantity: number;
  description: string;
  image: string;
}

const COMPANIES = [
  ['Precision Moulds & Dies Pvt. Ltd.', 'Plot 14, Bhosari MIDC', 'Pune', 'Maharashtra', 'caps and closures'],
  ['Shree Ganesh Tool Room', 'Aji GIDC, Phase 2', 'Rajkot', 'Gujarat', 'household containers'],
  ['Toolcraft Engineering', '42, Peenya 2nd Stage', 'Bengaluru', 'Karnataka', 'automotive interior parts'],
  ['Mould Masters India', 'Sector 24, Industrial Area', 'Faridabad', 'Haryana', 'two-wheeler body parts'],
  ['Accurate Tools & Dies', 'Shed 7, Vatva GIDC', 'Ahmedabad', 'Gujarat', 'pipe fittings'],
  ['Vishwakarma Mould Works', 'GIDC Phase II', 'Vapi', 'Gujarat', 'PET preforms'],
  ['Sai Precision Tooling', 'IDA Jeedimetla', 'Hyderabad', 'Telangana', 'pharma closures'],
  ['Kaveri Mould Tech', 'SIDCO Industrial Estate', 'Coimbatore', 'Tamil Nadu', 'pump and motor housings'],
  ['Punjab Die & Tool Works', 'Focal Point, Phase 5', 'Ludhiana', 'Punjab', 'bicycle and auto parts'],
  ['Bharat Press Tools', 'Sector 63', 'Noida', 'Uttar Pradesh', 'electrical switchgear'],
  ['Eastern Tool Room', 'Taratala Industrial Estate', 'Kolkata', 'West Bengal', 'crates and pallets'],
  ['Daman Mould Solutions', 'Kachigam Industrial Area', 'Daman', 'Daman and Diu', 'thin-wall packaging'],
  ['Nashik Precision Moulds', 'Satpur MIDC', 'Nashik', 'Maharashtra', 'appliance housings'],
  [
    'Chennai Tool Engineering Works',
    'Ambattur Industrial Estate',
    'Chennai',
    'Tamil Nadu',
    'automotive lighting',
  ],
  ['Himalayan Pharma Moulds', 'Baddi-Barotiwala Road', 'Baddi', 'Himachal Pradesh', 'medical devices'],
  ['Greenline Tooling LLP', 'Andheri East MIDC', 'Mumbai', 'Maharashtra', 'cosmetic packaging'],
] as const;

const TOOL_ROOM_SELLERS = [7, 4, 1, 2, 5, 10] as const;

/** Name, make and a line about the model, with the image shown in the machines list. */
const MACHINE_CATALOGUE = [
  ['VMC', 'Haas', 'VF-2, 762 x 406 x 508 mm travel', 1],
  ['VMC', 'BFW', 'Striker 1100, 4th axis ready', 1],
  ['VMC', 'Jyoti CNC', 'RDX 30, high-speed spindle 12,000 rpm', 1],
  ['VMC', 'Makino', 'S56 for hard milling of cavities', 1],
  ['Wire Cut EDM', 'Electronica', 'Ecocut, 0.25 mm brass wire', 2],
  ['Wire Cut EDM', 'Mitsubishi', 'MV1200R, taper cutting', 2],
  ['Spark EDM', 'Electronica', 'Smart ZNC 50 A generator', 3],
  ['Spark EDM', 'Sodick', 'AG60L linear motor', 3],
  ['Surface Grinder', 'Praga', '600 x 300 mm hydraulic', 4],
  ['Surface Grinder', 'Okamoto', 'ACC-64 precision', 4],
  ['CNC Lathe', 'Ace Micromatic', 'Jobber XL', 3],
  ['Radial Drill', 'Batliboi', 'BR-618, 50 mm capacity', 4],
  ['Milling Machine', 'HMT', 'FN2 universal', 1],
  ['CMM', 'Zeiss', 'Contura for mould inspection', 2],
] as const;

export const toolRooms = defineTable<ToolRoomRow>('tool_rooms', () => {
  const random = seededRandom(53);
  return COMPANIES.map(([name, address, city, state, speciality], i) => ({
    id: i + 1,
    name,
    logo: i % 4 === 3 ? '' : `demo-images/tool-rooms/logo-${(i % 4) + 1}.svg`,
    address,
    city,
    state,
    country_id: COUNTRY_ID.India,
    description:
      `Design and manufacture of injection and blow moulds for ${speciality}, ` +
      `${random.pick(['hot-runner systems', 'multi-cavity moulds', 'two-shot moulds', 'unscrewing moulds'])} ` +
      `and mould maintenance. ${random.int(8, 40)} years in the trade, in-house design on CAD/CAM.`,
    approved: i % 8 === 5 ? 'Pending' : 'Approved',
    sellerid: TOOL_ROOM_SELLERS[i % TOOL_ROOM_SELLERS.length] ?? 7,
  }));
});

export const toolRoomMachines = defineTable<ToolRoomMachineRow>('tool_room_machines', () => {
  const random = seededRandom(59);
  const rows: ToolRoomMachineRow[] = [];
  COMPANIES.forEach((_, companyIndex) => {
    const count = random.int(3, 6);
    for (let n = 0; n < count; n += 1) {
      const [name, make, model, image] = random.pick(MACHINE_CATALOGUE);
      rows.push({
        id: rows.length + 1,
        tool_room_company_id: companyIndex + 1,
        name,
        make,
        model: String(random.int(2008, 2024)),
        quantity: random.int(1, 4),
        description: model,
        image: `demo-images/tool-rooms/machine-${image}.svg`,
      });
    }
  });
  return rows;
});
