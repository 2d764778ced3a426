import { defineTable } from '../db/table';
import { onListingCountChange, padGroupsToListingCount } from './longLists';
import {
  COUNTRY_ID,
  PRODUCT_CATEGORY_ID,
  PRODUCT_CONDITION_ID,
  type CountryName,
  type ProductCategoryName,
  type ProductConditionName,
} from './lookups';

export const TRADE_TYPES = [
  'Virgin Polymers',
  'Polymer Compounds',
  'Reprocessed Polymer',
  'Scrap Material',
] as const;
export type TradeType = (typeof TRADE_TYPES)[number];

export interface TradeProductRow {
  id: number;
  name: string;
  product_type: TradeType;
  category_id: number;
  condition_id: number;
  image1: string;
  image2: string;
  image3: string;
  image4: string;
  quantity: number;
  unit: string;
  supply_type: string;
  price: number;
  currency: string;
  price_basis: string;
  address: string;
  city: string;
  state: string;
  country_id: number;
  target_country_id: number | null;
  description: string;
  /** The seller's user id. */
  sellerid: number;
  approved: number;
  created_at: string;
}

type Place = readonly [city: string, state: string, country: CountryName];

const PLACES = {
  jamnagar: ['Jamnagar', 'Gujarat', 'India'],
  vadodara: ['Vadodara', 'Gujarat', 'India'],
  ahmedabad: ['Ahmedabad', 'Gujarat', 'India'],
  daman: ['Daman', 'Dadra and Nagar Haveli and Daman and Diu', 'India'],
  silvassa: ['Silvassa', 'Dadra and Nagar Haveli and Daman and Diu', 'India'],
  mumbai: ['Mumbai', 'Maharashtra', 'India'],
  bhiwandi: ['Bhiwandi', 'Maharashtra', 'India'],
  pune: ['Pune', 'Maharashtra', 'India'],
  chennai: ['Chennai', 'Tamil Nadu', 'India'],
  coimbatore: ['Coimbatore', 'Tamil Nadu', 'India'],
  hyderabad: ['Hyderabad', 'Telangana', 'India'],
  delhi: ['New Delhi', 'Delhi', 'India'],
  ludhiana: ['Ludhiana', 'Punjab', 'India'],
  kolkata: ['Kolkata', 'West Bengal', 'India'],
  haldia: ['Haldia', 'West Bengal', 'India'],
  bengaluru: ['Bengaluru', 'Karnataka', 'India'],
  noida: ['Noida', 'Uttar Pradesh', 'India'],
  kanpur: ['Kanpur', 'Uttar Pradesh', 'India'],
  panipat: ['Panipat', 'Haryana', 'India'],
  indore: ['Indore', 'Madhya Pradesh', 'India'],
  jebelAli: ['Jebel Ali', 'Dubai', 'United Arab Emirates'],
  jubail: ['Jubail', 'Eastern Province', 'Saudi Arabia'],
  leverkusen: ['Leverkusen', 'North Rhine-Westphalia', 'Germany'],
  yeosu: ['Yeosu', 'South Jeolla', 'South Korea'],
  rayong: ['Rayong', 'Rayong', 'Thailand'],
} satisfies Record<string, Place>;
type PlaceKey = keyof typeof PLACES;

/** Pictures by form of the material; the files live in mocks/assets/trade/. */
const PICTURES = {
  pellets: ['pellets-white', 'pellets-natural', 'bag-25kg', 'silo'],
  colouredPellets: ['pellets-colour', 'pellets-black', 'bag-25kg', 'silo'],
  flakes: ['flakes', 'bag-jumbo', 'pellets-natural', 'silo'],
  lumps: ['lumps', 'bag-jumbo', 'flakes', 'silo'],
  bales: ['bales', 'film-roll', 'bag-jumbo', 'silo'],
  film: ['film-roll', 'bales', 'bag-jumbo', 'silo'],
} as const;
type Picture = keyof typeof PICTURES;

type ProductSeed = readonly [
  name: string,
  category: ProductCategoryName,
  condition: ProductConditionName,
  quantity: number,
  unit: 'MT' | 'Kg',
  price: number,
  priceBasis: 'Kg' | 'MT',
  place: PlaceKey,
  seller: number,
  picture: Picture,
  note: string,
];

// prettier-ignore
const VIRGIN: ProductSeed[] = [
  ['Repol H110MA PP Homopolymer', 'PP', 'Prime/Virgin', 25, 'MT', 112, 'Kg', 'jamnagar', 1, 'pellets', 'Raffia and injection moulding grade, MFI 11 g/10 min. Reliance packing, 25 kg bags.'],
  ['Relene 1070LA17 LDPE', 'LDPE', 'Prime/Virgin', 18, 'MT', 124, 'Kg', 'vadodara', 3, 'pellets', 'Film grade LDPE for lamination and shrink film, MFI 7.'],
  ['Haldia HDPE B5206 Blow Moulding', 'HDPE', 'Prime/Virgin', 30, 'MT', 109, 'Kg', 'haldia', 8, 'pellets', 'Blow moulding grade for jerry cans up to 20 litres. Fresh lot, test certificate available.'],
  ['GAIL LLDPE F18010 Film Grade', 'LLDPE', 'Prime/Virgin', 40, 'MT', 106, 'Kg', 'noida', 3, 'pellets', 'Butene LLDPE for blown film, MFI 1, density 0.918.'],
  ['Reon PVC Suspension Resin K67', 'PVC', 'Prime/Virgin', 50, 'MT', 78, 'Kg', 'ahmedabad', 1, 'pellets', 'K-value 67 resin for pipes, profiles and fittings.'],
  ['SABIC PP 500P Homopolymer', 'PP', 'Prime/Virgin', 100, 'MT', 1180, 'MT', 'jubail', 5, 'pellets', 'Imported homopolymer for raffia tape. Price CIF Nhava Sheva in USD.'],
  ['Absolac 920 ABS', 'ABS', 'Prime/Virgin', 12, 'MT', 168, 'Kg', 'mumbai', 5, 'colouredPellets', 'General purpose ABS for appliance housings, natural colour.'],
  ['Propel 2030RG PP Random Copolymer', 'PP', 'Prime/Virgin', 20, 'MT', 118, 'Kg', 'panipat', 3, 'pellets', 'Clarified random copolymer for transparent containers.'],
  ['Relpet G5801 PET Bottle Grade', 'PET', 'Prime/Virgin', 60, 'MT', 96, 'Kg', 'silvassa', 8, 'pellets', 'IV 0.80 bottle grade for water and CSD bottles.'],
  ['Makrolon 2405 Polycarbonate', 'Polycarbonate', 'Prime/Virgin', 5, 'MT', 3150, 'MT', 'leverkusen', 5, 'pellets', 'Low-viscosity PC for optical and electrical parts. Price in USD.'],
  ['Supreme GPPS SC 203EL', 'Polystyrene', 'Prime/Virgin', 15, 'MT', 132, 'Kg', 'mumbai', 1, 'pellets', 'Crystal polystyrene for disposable cutlery and packaging.'],
  ['LG Chem ABS HI-121H', 'ABS', 'Prime/Virgin', 8, 'MT', 2050, 'MT', 'yeosu', 8, 'colouredPellets', 'High-impact ABS for helmets and luggage. Price in USD.'],
  ['HDPE PE100 Pipe Grade (Off-grade lot)', 'HDPE', 'Off-grade', 22, 'MT', 92, 'Kg', 'hyderabad', 8, 'colouredPellets', 'Black PE100 with slight MFI variation; fine for non-pressure pipes.'],
  ['Relene EVA 1802 (18% VA)', 'EVA', 'Prime/Virgin', 6, 'MT', 155, 'Kg', 'jamnagar', 1, 'pellets', 'EVA for footwear and foam sheets.'],
];

// prettier-ignore
const COMPOUNDS: ProductSeed[] = [
  ['Nylon 6 GF30 Compound', 'Nylon (PA6/PA66)', 'Granules', 4, 'MT', 265, 'Kg', 'pune', 5, 'colouredPellets', '30% glass-filled PA6, heat stabilised, black. For automotive brackets.'],
  ['PP Talc 20% Filled Compound', 'PP', 'Granules', 10, 'MT', 98, 'Kg', 'chennai', 5, 'pellets', 'Talc-filled homopolymer for washing machine tubs and fan blades.'],
  ['ABS FR V0 Compound', 'ABS', 'Granules', 3, 'MT', 245, 'Kg', 'noida', 3, 'colouredPellets', 'Flame-retardant ABS, UL94 V0 at 1.5 mm, for switchgear.'],
  ['PVC Cable Insulation Compound 70C', 'PVC', 'Granules', 25, 'MT', 88, 'Kg', 'daman', 1, 'colouredPellets', 'Type A insulation compound as per IS 5831.'],
  ['PC-ABS Alloy Compound', 'Polycarbonate', 'Granules', 5, 'MT', 285, 'Kg', 'bengaluru', 8, 'pellets', 'PC/ABS blend for laptop housings and automotive interiors.'],
  ['PA66 GF35 Compound', 'Nylon (PA6/PA66)', 'Granules', 3, 'MT', 345, 'Kg', 'coimbatore', 5, 'colouredPellets', '35% glass-filled PA66 for pump impellers and radiator end tanks.'],
  ['Mineral-filled PP for Bumpers', 'PP', 'Granules', 12, 'MT', 132, 'Kg', 'pune', 3, 'colouredPellets', 'Impact-modified, 15% mineral filled, paintable.'],
  ['Rigid PVC Pipe Compound', 'PVC', 'Granules', 30, 'MT', 82, 'Kg', 'ludhiana', 1, 'pellets', 'Lead-free rigid compound for SWR and agricultural pipes.'],
  ['HIPS Compound for Refrigerator Liners', 'Polystyrene', 'Granules', 9, 'MT', 148, 'Kg', 'jebelAli', 8, 'pellets', 'Environmental stress crack resistant HIPS for thermoforming.'],
  ['Carbon Black Masterbatch (LDPE carrier)', 'LDPE', 'Granules', 7, 'MT', 118, 'Kg', 'bhiwandi', 3, 'colouredPellets', '40% carbon black, for mulch film and pipes.'],
  ['PP Copolymer Impact Compound', 'PP', 'Off-grade', 6, 'MT', 95, 'Kg', 'kanpur', 5, 'colouredPellets', 'Slight colour variation; impact properties to spec.'],
  ['PET GF30 Compound', 'PET', 'Granules', 2, 'MT', 238, 'Kg', 'rayong', 1, 'pellets', 'Glass-filled PET for electrical connectors.'],
  ['UV-stabilised HDPE Tank Compound', 'HDPE', 'Granules', 15, 'MT', 121, 'Kg', 'indore', 8, 'colouredPellets', 'Rotomoulding powder-ready compound for water tanks, UV 8 stabilised.'],
];

// prettier-ignore
const REPROCESSED: ProductSeed[] = [
  ['HDPE Blue Drum Regrind', 'HDPE', 'Regrind', 20, 'MT', 58, 'Kg', 'ahmedabad', 1, 'flakes', 'Washed regrind from chemical drums, single colour.'],
  ['PP Raffia Reprocessed Granules', 'PP', 'Granules', 35, 'MT', 72, 'Kg', 'kanpur', 3, 'colouredPellets', 'From woven sack waste, grey colour, MFI 8-10.'],
  ['LDPE Milky Reprocessed Granules', 'LDPE', 'Granules', 25, 'MT', 78, 'Kg', 'delhi', 3, 'pellets', 'Milky granules for carry bags and garbage bags.'],
  ['ABS Black Reprocessed Granules', 'ABS', 'Granules', 8, 'MT', 96, 'Kg', 'noida', 5, 'colouredPellets', 'From e-waste housings, filtered, consistent MFI.'],
  ['PET Hot-Washed Bottle Flakes', 'PET', 'Flakes', 50, 'MT', 64, 'Kg', 'silvassa', 8, 'flakes', 'Clear flakes, PVC below 50 ppm, for fibre and strapping.'],
  ['Nylon 6 Reprocessed from Fishing Nets', 'Nylon (PA6/PA66)', 'Granules', 5, 'MT', 148, 'Kg', 'chennai', 5, 'colouredPellets', 'Recycled PA6 for injection moulding, natural green tint.'],
  ['Polycarbonate Clear Regrind', 'Polycarbonate', 'Regrind', 4, 'MT', 155, 'Kg', 'hyderabad', 8, 'flakes', 'From 20-litre water jars, clear, dried.'],
  ['HIPS White Reprocessed Granules', 'Polystyrene', 'Granules', 10, 'MT', 84, 'Kg', 'bhiwandi', 1, 'pellets', 'From refrigerator liners, white.'],
  ['PVC Pipe Regrind', 'PVC', 'Regrind', 18, 'MT', 42, 'Kg', 'ludhiana', 3, 'flakes', 'Grey rigid PVC regrind, 8 mm screen.'],
  ['LLDPE Stretch Film Reprocessed', 'LLDPE', 'Granules', 14, 'MT', 82, 'Kg', 'jebelAli', 8, 'pellets', 'Natural granules from clean stretch film.'],
  ['PP Battery Container Regrind', 'PP', 'Regrind', 22, 'MT', 54, 'Kg', 'kolkata', 5, 'flakes', 'Black copolymer regrind, washed, acid free.'],
  ['HDPE Natural Reprocessed Granules', 'HDPE', 'Granules', 16, 'MT', 88, 'Kg', 'vadodara', 1, 'pellets', 'From milk pouch crates and caps, natural colour.'],
];

// prettier-ignore
const SCRAP: ProductSeed[] = [
  ['HDPE Blue Drum Scrap', 'HDPE', 'Lumps', 30, 'MT', 38, 'Kg', 'bhiwandi', 1, 'lumps', 'Cut drums, rinsed, labels on.'],
  ['PP Purging Lumps', 'PP', 'Lumps', 12, 'MT', 32, 'Kg', 'pune', 5, 'lumps', 'Mixed colour lumps from moulding shops.'],
  ['LDPE Film Scrap (Transparent)', 'LDPE', 'Film Scrap', 20, 'MT', 44, 'Kg', 'delhi', 3, 'film', 'Post-industrial shrink film, clean, baled.'],
  ['PET Bottle Scrap Bales', 'PET', 'Bales', 80, 'MT', 28, 'Kg', 'kolkata', 8, 'bales', 'Post-consumer bottles, mixed colours, 300 kg bales.'],
  ['ABS Computer Housing Scrap', 'ABS', 'Lumps', 6, 'MT', 48, 'Kg', 'bengaluru', 5, 'lumps', 'Monitor and CPU housings, metal removed.'],
  ['PVC Window Profile Cuttings', 'PVC', 'Lumps', 9, 'MT', 26, 'Kg', 'jebelAli', 1, 'lumps', 'White uPVC profile offcuts, free of glass and rubber.'],
  ['Nylon 66 Lumps', 'Nylon (PA6/PA66)', 'Lumps', 3, 'MT', 95, 'Kg', 'coimbatore', 5, 'lumps', 'Start-up lumps from compounding lines.'],
  ['Polycarbonate Sheet Cuttings', 'Polycarbonate', 'Regrind', 5, 'MT', 85, 'Kg', 'ahmedabad', 8, 'flakes', 'Multiwall sheet trims, clear and opal.'],
  ['LLDPE Mulch Film Scrap', 'LLDPE', 'Film Scrap', 25, 'MT', 18, 'Kg', 'indore', 3, 'film', 'Agricultural film, soil contaminated, needs washing.'],
  ['PS Thermoformed Cup Scrap', 'Polystyrene', 'Bales', 7, 'MT', 34, 'Kg', 'hyderabad', 8, 'bales', 'Printed HIPS cup skeleton waste.'],
  ['PP Woven Sack Scrap Bales', 'PP', 'Bales', 40, 'MT', 22, 'Kg', 'kanpur', 1, 'bales', 'Used cement and fertiliser sacks, dusted.'],
  ['HDPE Crate Scrap (Mixed Colours)', 'HDPE', 'Lumps', 15, 'MT', 36, 'Kg', 'rayong', 5, 'lumps', 'Broken crates, shredded to 50 mm.'],
];

const SEEDS: Record<TradeType, ProductSeed[]> = {
  'Virgin Polymers': VIRGIN,
  'Polymer Compounds': COMPOUNDS,
  'Reprocessed Polymer': REPROCESSED,
  'Scrap Material': SCRAP,
};

/** Who buys from where: most sellers sell in India, some export to neighbours. */
const TARGETS: Array<CountryName | null> = [
  'India',
  'India',
  'Bangladesh',
  'India',
  'United Arab Emirates',
  'India',
  'Nepal',
  null,
];

function imagesFor(picture: Picture, count: number) {
  const files = PICTURES[picture].map((file) => `demo-images/trade/${file}.svg`);
  return {
    image1: files[0] ?? '',
    image2: count > 1 ? (files[1] ?? '') : '',
    image3: count > 2 ? (files[2] ?? '') : '',
    image4: count > 3 ? (files[3] ?? '') : '',
  };
}

function buildProducts(): TradeProductRow[] {
  let nextId = 1;
  return TRADE_TYPES.flatMap((type) =>
    SEEDS[type].map(
      ([name, category, condition, quantity, unit, price, priceBasis, place, seller, picture, note]) => {
        const id = nextId++;
        const [city, state, country] = PLACES[place];
        const abroad = country !== 'India';
        const target = TARGETS[id % TARGETS.length] ?? null;
        return {
          id,
          name,
          product_type: type,
          category_id: PRODUCT_CATEGORY_ID[category],
          condition_id: PRODUCT_CONDITION_ID[condition],
          ...imagesFor(picture, 1 + (id % 4)),
          quantity,
          unit,
          supply_type: id % 3 === 0 ? 'One Time' : 'Regular',
          price,
          currency: abroad && priceBasis === 'MT' ? 'USD' : 'INR',
          price_basis: priceBasis,
          address: `Plot ${100 + id * 3}, ${abroad ? 'Free Zone' : 'GIDC Industrial Estate'}`,
          city,
          state,
          country_id: COUNTRY_ID[country],
          target_country_id: target ? COUNTRY_ID[target] : null,
          description: note,
          sellerid: seller,
          approved: 1,
          created_at: `2026-${String(1 + (id % 10)).padStart(2, '0')}-${String(1 + ((id * 7) % 27)).padStart(2, '0')} 10:${String((id * 13) % 60).padStart(2, '0')}:00`,
        };
      },
    ),
  );
}

export const tradeProducts = defineTable<TradeProductRow>('trade_products', () =>
  padGroupsToListingCount(buildProducts(), {
    counted: (row) => row.approved === 1,
    groupOf: (row) => row.product_type,
    copy: (row, id, number) => ({ ...row, id, name: `${row.name}, lot ${number}` }),
  }),
);
onListingCountChange(() => tradeProducts.reset());
