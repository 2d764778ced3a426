import { defineTable } from '../db/table';
import { PRODUCT_CATEGORY_ID, PRODUCT_CONDITION_ID, type ProductCategoryName } from './lookups';
import { seededRandom, type SeededRandom } from './random';

/** Material brands: polymer producers. Doc 3's price lists refer to these ids too. */
export interface BrandRow {
  id: number;
  name: string;
  image: string;
}

export interface MaterialCityPriceRow {
  city: string;
  /** Rupees per kg. */
  price: number;
}

export interface MaterialRow {
  id: number;
  brand_id: number;
  name: string;
  grade: string;
  polymer_type: string;
  product_category_id: number;
  product_condition_id: number;
  image1: string;
  image2: string;
  image3: string;
  image4: string;
  density: string;
  melt_flow_rate: string;
  notched_izod: string;
  tensile_strength: string;
  elongation: string;
  flexural_modulus: string;
  heat_deflection: string;
  vicat_softening_point: string;
  colour: string;
  description: string;
  connect_material_prices: MaterialCityPriceRow[];
}

export interface MaterialDealerRow {
  id: number;
  brand_id: number;
  city: string;
  dealer: string;
  mobile: string;
  email: string;
  address: string;
}

/** Cities with material prices, and how far each sits from the Mumbai price (freight from the plants). */
const CITY_PRICE_OFFSET = {
  Mumbai: 0,
  Delhi: 1.5,
  Ahmedabad: -1,
  Chennai: 0.5,
  Kolkata: 2,
  Pune: 1,
  Hyderabad: 1,
  Bengaluru: 1.5,
  Ludhiana: 2.5,
  Vapi: -2,
} as const;
export type MaterialCity = keyof typeof CITY_PRICE_OFFSET;
export const MATERIAL_CITIES = Object.keys(CITY_PRICE_OFFSET) as MaterialCity[];

type Range = readonly [min: number, max: number];

/** A polymer family: how its grades are coded and the ranges its datasheet values fall in. */
interface Family {
  category: ProductCategoryName;
  polymerType: string;
  gradePrefix: string;
  /** Commodity grades carry their MFI in the code (H110MA: MFI 11, moulding); others use a series code. */
  gradedByMfi: boolean;
  applications: readonly string[];
  density: Range;
  /** Melt flow index, or `null` where the family is graded otherwise (K-value, IV). */
  mfi: Range | null;
  mfiCondition: string;
  izod: Range;
  tensile: Range;
  elongation: Range;
  flexural: Range;
  heatDeflection: Range;
  vicat: Range;
  price: Range;
  uses: string;
  image: number;
}

const family = (f: Family) => f;

const PP_HOMO = family({
  category: 'PP',
  polymerType: 'Homopolymer',
  gradePrefix: 'H',
  gradedByMfi: true,
  applications: ['MA', 'MG', 'FG', 'SG', 'EY', 'RG'],
  density: [0.9, 0.91],
  mfi: [0.3, 36],
  mfiCondition: '230 °C/2.16 kg',
  izod: [20, 45],
  tensile: [31, 37],
  elongation: [8, 12],
  flexural: [1300, 1750],
  heatDeflection: [88, 110],
  vicat: [150, 156],
  price: [96, 112],
  uses: 'raffia tapes, thin-wall containers and general injection moulding',
  image: 1,
});
const PP_IMPACT = family({
  ...PP_HOMO,
  polymerType: 'Impact Copolymer',
  gradePrefix: 'B',
  applications: ['MA', 'MN', 'MG', 'XL'],
  density: [0.9, 0.905],
  mfi: [1, 40],
  izod: [80, 650],
  tensile: [22, 28],
  flexural: [900, 1400],
  heatDeflection: [80, 98],
  vicat: [140, 150],
  price: [100, 118],
  uses: 'crates, buckets, battery cases and automotive parts',
});
const PP_RANDOM = family({
  ...PP_HOMO,
  polymerType: 'Random Copolymer',
  gradePrefix: 'R',
  applications: ['EN', 'MG', 'BT'],
  density: [0.9, 0.902],
  mfi: [1.5, 25],
  izod: [40, 120],
  tensile: [25, 30],
  flexural: [800, 1100],
  heatDeflection: [70, 85],
  vicat: [125, 138],
  price: [104, 120],
  uses: 'clear housewares, medical syringes and PPR pipes',
});
const HDPE = family({
  category: 'HDPE',
  polymerType: 'HDPE',
  gradePrefix: 'HD',
  gradedByMfi: true,
  applications: ['MA', 'BM', 'PE', 'FL', 'TP'],
  density: [0.944, 0.965],
  mfi: [0.05, 20],
  mfiCondition: '190 °C/2.16 kg',
  izod: [30, 200],
  tensile: [22, 30],
  elongation: [600, 1000],
  flexural: [800, 1400],
  heatDeflection: [65, 80],
  vicat: [120, 130],
  price: [98, 116],
  uses: 'blow-moulded jerrycans, pressure pipes, crates and carry bags',
  image: 2,
});
const LLDPE = family({
  ...HDPE,
  category: 'LLDPE',
  polymerType: 'LLDPE (Butene)',
  gradePrefix: 'LL',
  applications: ['FS', 'RO', 'MA', 'CF'],
  density: [0.918, 0.935],
  mfi: [0.8, 50],
  izod: [90, 400],
  tensile: [10, 20],
  flexural: [200, 600],
  heatDeflection: [45, 60],
  vicat: [95, 115],
  price: [97, 112],
  uses: 'stretch film, rotomoulded water tanks and lamination film',
});
const LDPE = family({
  ...LLDPE,
  category: 'LDPE',
  polymerType: 'LDPE',
  gradePrefix: 'LD',
  applications: ['FA', 'LA', 'MA', 'CO'],
  density: [0.918, 0.925],
  mfi: [0.3, 25],
  tensile: [9, 14],
  price: [104, 122],
  uses: 'milk pouch film, extrusion coating and caps and closures',
});
const PVC = family({
  category: 'PVC',
  polymerType: 'Suspension PVC',
  gradePrefix: 'SP',
  gradedByMfi: false,
  applications: ['67', '57', '60', '64', '70'],
  density: [1.38, 1.4],
  mfi: null,
  mfiCondition: '',
  izod: [20, 60],
  tensile: [45, 55],
  elongation: [20, 80],
  flexural: [2500, 3200],
  heatDeflection: [65, 75],
  vicat: [78, 84],
  price: [78, 92],
  uses: 'rigid pipes, window profiles, cables and footwear',
  image: 3,
});
const ABS = family({
  category: 'ABS',
  polymerType: 'ABS',
  gradePrefix: 'HI',
  gradedByMfi: false,
  applications: ['121H', '100', '121', '140H', '330', '730'],
  density: [1.03, 1.06],
  mfi: [5, 45],
  mfiCondition: '220 °C/10 kg',
  izod: [150, 350],
  tensile: [38, 50],
  elongation: [15, 40],
  flexural: [2000, 2600],
  heatDeflection: [85, 100],
  vicat: [98, 108],
  price: [160, 195],
  uses: 'appliance housings, helmets, luggage and automotive trims',
  image: 4,
});
const PC = family({
  ...ABS,
  category: 'Polycarbonate',
  polymerType: 'Polycarbonate',
  gradePrefix: '',
  applications: ['2405', '2407', '2805', '2807', '3103', '2205', '1803', '2458'],
  density: [1.19, 1.21],
  mfi: [3, 30],
  mfiCondition: '300 °C/1.2 kg',
  izod: [600, 900],
  tensile: [60, 68],
  elongation: [100, 140],
  flexural: [2200, 2450],
  heatDeflection: [125, 140],
  vicat: [145, 150],
  price: [240, 300],
  uses: 'LED diffusers, water-cooler jars, glazing sheets and visors',
});
const PET = family({
  category: 'PET',
  polymerType: 'Bottle Grade PET',
  gradePrefix: 'G',
  gradedByMfi: false,
  applications: ['5801', '5802', '5841', '5842', '6801'],
  density: [1.33, 1.4],
  mfi: null,
  mfiCondition: '',
  izod: [30, 50],
  tensile: [50, 60],
  elongation: [50, 300],
  flexural: [2300, 2700],
  heatDeflection: [65, 75],
  vicat: [75, 82],
  price: [105, 125],
  uses: 'water and carbonated soft drink bottles, jars and sheet',
  image: 5,
});
const PA6 = family({
  ...ABS,
  category: 'Nylon (PA6/PA66)',
  polymerType: 'PA6',
  gradePrefix: 'B',
  applications: ['3S', '3K', '3WG6', '3EG6', '27E', '35EG3', '3WGM24', '3ZG3'],
  density: [1.13, 1.36],
  mfi: [10, 60],
  mfiCondition: '275 °C/5 kg',
  izod: [40, 120],
  tensile: [75, 180],
  elongation: [3, 60],
  flexural: [2500, 9000],
  heatDeflection: [160, 210],
  vicat: [200, 215],
  price: [240, 290],
  uses: 'engineering parts, cable ties, gears and under-the-bonnet parts',
  image: 6,
});
const GPPS = family({
  ...ABS,
  category: 'Polystyrene',
  polymerType: 'GPPS',
  gradePrefix: 'SC ',
  applications: ['206', '203', '208', '201', '204', '210'],
  density: [1.04, 1.05],
  mfi: [2, 20],
  mfiCondition: '200 °C/5 kg',
  izod: [15, 25],
  tensile: [40, 50],
  elongation: [2, 4],
  flexural: [2900, 3300],
  heatDeflection: [75, 90],
  vicat: [90, 102],
  price: [120, 140],
  uses: 'disposable cutlery, CD cases, refrigerator trays and packaging',
  image: 3,
});
const HIPS = family({
  ...GPPS,
  polymerType: 'HIPS',
  gradePrefix: 'SH ',
  applications: ['7240', '6511', '4300', '5200', '7500', '6400'],
  izod: [70, 130],
  tensile: [20, 28],
  elongation: [35, 60],
  flexural: [1800, 2200],
  price: [130, 150],
  uses: 'refrigerator liners, TV back covers, toys and thermoformed cups',
});
const EVA = family({
  ...LDPE,
  category: 'EVA',
  polymerType: 'EVA (18% VA)',
  gradePrefix: 'EVA ',
  gradedByMfi: false,
  applications: ['1802', '2805', '1206', '4055', '1830', '2518'],
  density: [0.93, 0.95],
  mfi: [0.7, 30],
  izod: [300, 600],
  tensile: [12, 20],
  elongation: [600, 900],
  price: [140, 175],
  uses: 'footwear soles, hot-melt adhesives, solar encapsulant and foam',
  image: 6,
});

interface BrandSpec {
  name: string;
  /** Each line is a family sold under a trade name, e.g. IOCL sells PP as Propel and PE as Indothene. */
  lines: ReadonlyArray<readonly [tradeName: string, family: Family]>;
}

const BRAND_SPECS: readonly BrandSpec[] = [
  {
    name: 'Reliance Repol',
    lines: [
      ['Repol', PP_HOMO],
      ['Repol', PP_IMPACT],
      ['Repol', PP_RANDOM],
    ],
  },
  {
    name: 'Reliance Relene',
    lines: [
      ['Relene', HDPE],
      ['Relene', LLDPE],
      ['Relene', LDPE],
    ],
  },
  {
    name: 'Haldia Petrochemicals (HPL)',
    lines: [
      ['Halene', HDPE],
      ['Halene', LLDPE],
      ['Halene', PP_HOMO],
    ],
  },
  {
    name: 'GAIL (G-Lex)',
    lines: [
      ['G-Lex', HDPE],
      ['G-Lex', LLDPE],
    ],
  },
  {
    name: 'IOCL (Propel)',
    lines: [
      ['Propel', PP_HOMO],
      ['Propel', PP_IMPACT],
      ['Indothene', HDPE],
    ],
  },
  {
    name: 'OPaL',
    lines: [
      ['OPaLENE', HDPE],
      ['OPaLENE', LLDPE],
      ['OPaLENE', PP_HOMO],
    ],
  },
  {
    name: 'SABIC',
    lines: [
      ['SABIC', PP_IMPACT],
      ['SABIC', LLDPE],
      ['LEXAN', PC],
    ],
  },
  {
    name: 'LG Chem',
    lines: [
      ['LG', ABS],
      ['LUPOY', PC],
      ['LG', EVA],
    ],
  },
  {
    name: 'Borouge',
    lines: [
      ['Borouge', PP_RANDOM],
      ['Borouge', HDPE],
      ['Borstar', LLDPE],
    ],
  },
  {
    name: 'ExxonMobil',
    lines: [
      ['Exceed', LLDPE],
      ['Escorene', EVA],
      ['ExxonMobil', PP_IMPACT],
    ],
  },
  {
    name: 'Supreme Petrochem',
    lines: [
      ['Supreme', GPPS],
      ['Supreme', HIPS],
    ],
  },
  { name: 'Chemplast Sanmar', lines: [['Sanmar', PVC]] },
  { name: 'Reliance Relpet', lines: [['Relpet', PET]] },
  { name: 'BASF', lines: [['Ultramid', PA6]] },
  { name: 'Covestro', lines: [['Makrolon', PC]] },
  { name: 'Bhansali Engineering Polymers', lines: [['Absolac', ABS]] },
];

const BRAND_LOGO_COUNT = 8;
const MATERIALS_PER_BRAND = 22;

export const brands = defineTable<BrandRow>('brands', () =>
  BRAND_SPECS.map((spec, i) => ({
    id: i + 1,
    name: spec.name,
    image: `demo-images/materials/brand-${(i % BRAND_LOGO_COUNT) + 1}.svg`,
  })),
);

const granuleImage = (n: number) => `demo-images/materials/granules-${((n - 1) % 6) + 1}.svg`;

function gradeCode(f: Family, random: SeededRandom, mfi: number | null): string {
  const application = random.pick(f.applications);
  if (!f.gradedByMfi || mfi === null) return `${f.gradePrefix}${application}`;
  return `${f.gradePrefix}${String(Math.round(mfi * 10)).padStart(3, '0')}${application}`;
}

function cityPrices(random: SeededRandom, base: number): MaterialCityPriceRow[] {
  return MATERIAL_CITIES.flatMap((city) =>
    // A few grades are not stocked in every city.
    random.chance(0.06)
      ? []
      : [{ city, price: Number((base + CITY_PRICE_OFFSET[city] + random.decimal(-0.5, 0.5, 2)).toFixed(2)) }],
  );
}

function materialRows(): MaterialRow[] {
  const random = seededRandom(2024);
  const rows: MaterialRow[] = [];
  BRAND_SPECS.forEach((spec, brandIndex) => {
    const grades = new Set<string>();
    for (let n = 0; n < MATERIALS_PER_BRAND; n += 1) {
      const line = spec.lines[n % spec.lines.length];
      if (!line) continue;
      const [tradeName, f] = line;
      const mfi = f.mfi ? random.decimal(f.mfi[0], f.mfi[1], f.mfi[1] > 5 ? 0 : 1) || f.mfi[0] : null;
      let grade = gradeCode(f, random, mfi);
      for (let suffix = 0; grades.has(grade); suffix += 1)
        grade = `${gradeCode(f, random, mfi)}${'ABCDEFGH'[suffix % 8]}`;
      grades.add(grade);
      const colour = random.chance(0.8) ? 'Natural' : random.pick(['White', 'Black', 'Translucent']);
      const image = f.image + (n % 2) * 3;
      const name = `${tradeName} ${grade}`;
      rows.push({
        id: rows.length + 1,
        brand_id: brandIndex + 1,
        name,
        grade,
        polymer_type: f.polymerType,
        product_category_id: PRODUCT_CATEGORY_ID[f.category],
        product_condition_id: PRODUCT_CONDITION_ID[random.chance(0.92) ? 'Prime/Virgin' : 'Off-grade'],
        image1: granuleImage(image),
        image2: granuleImage(image + 1),
        image3: granuleImage(image + 2),
        image4: '',
        density: `${random.decimal(f.density[0], f.density[1], 3).toFixed(3)} g/cm³`,
        melt_flow_rate:
          mfi === null
            ? f.category === 'PVC'
              ? `K-value ${grade.replace(/\D/g, '').slice(0, 2)}`
              : `IV ${random.decimal(0.72, 0.86, 2).toFixed(2)} dl/g`
            : `${mfi} g/10 min (${f.mfiCondition})`,
        notched_izod: `${random.int(f.izod[0], f.izod[1])} J/m`,
        tensile_strength: `${random.int(f.tensile[0], f.tensile[1])} MPa`,
        elongation: `${random.int(f.elongation[0], f.elongation[1])} %`,
        flexural_modulus: `${random.int(f.flexural[0], f.flexural[1])} MPa`,
        heat_deflection: `${random.int(f.heatDeflection[0], f.heatDeflection[1])} °C (0.45 MPa)`,
        vicat_softening_point: `${random.int(f.vicat[0], f.vicat[1])} °C`,
        colour,
        description: `${name} is a ${f.polymerType} grade from ${spec.name} for ${f.uses}. Supplied as ${colour.toLowerCase()} pellets in 25 kg bags.`,
        connect_material_prices: cityPrices(random, random.decimal(f.price[0], f.price[1], 2)),
      });
    }
  });
  return rows;
}

export const materials = defineTable<MaterialRow>('materials', materialRows);

const DEALER_AREAS: Record<MaterialCity, readonly string[]> = {
  Mumbai: ['Masjid Bunder', 'Andheri East MIDC', 'Bhiwandi'],
  Delhi: ['Bawana Industrial Area', 'Narela', 'Mundka'],
  Ahmedabad: ['Naroda GIDC', 'Vatva GIDC', 'Odhav'],
  Chennai: ['Ambattur Industrial Estate', 'Guindy', 'Thirumudivakkam'],
  Kolkata: ['Burrabazar', 'Howrah', 'Topsia'],
  Pune: ['Bhosari MIDC', 'Chakan', 'Kurkumbh'],
  Hyderabad: ['Jeedimetla', 'Balanagar', 'Kukatpally'],
  Bengaluru: ['Peenya Industrial Area', 'Bommasandra', 'Jigani'],
  Ludhiana: ['Focal Point', 'Gill Road', 'Dhandari Kalan'],
  Vapi: ['GIDC Phase II', 'Chala', 'Daman Road'],
};
const DEALER_FIRST = ['Shree', 'Jai', 'New', 'Om', 'Sai', 'Maruti', 'Shiv', 'Navkar'] as const;
const DEALER_MIDDLE = ['Balaji', 'Ambica', 'Polychem', 'Plastochem', 'Mahavir', 'Ganesh', 'Krishna'] as const;
const DEALER_KIND = ['Polymers', 'Agencies', 'Trading Co.', 'Plast Corporation', 'Enterprises'] as const;

function dealerRows(): MaterialDealerRow[] {
  const random = seededRandom(77);
  const rows: MaterialDealerRow[] = [];
  BRAND_SPECS.forEach((_, brandIndex) => {
    for (const city of MATERIAL_CITIES) {
      // About a quarter of the brand and city pairs have no dealer: "No dealer found at this location."
      const count = random.chance(0.25) ? 0 : random.int(1, 3);
      for (let n = 0; n < count; n += 1) {
        const dealer = `${random.pick(DEALER_FIRST)} ${random.pick(DEALER_MIDDLE)} ${random.pick(DEALER_KIND)}`;
        rows.push({
          id: rows.length + 1,
          brand_id: brandIndex + 1,
          city,
          dealer,
          mobile: `9${random.int(100000000, 999999999)}`,
          email: `sales@${dealer.toLowerCase().replace(/[^a-z]+/g, '')}.in`,
          address: `${random.int(1, 240)}, ${random.pick(DEALER_AREAS[city])}, ${city}`,
        });
      }
    }
  });
  return rows;
}

export const materialDealers = defineTable<MaterialDealerRow>('material_dealers', dealerRows);
