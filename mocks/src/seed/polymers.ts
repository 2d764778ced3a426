import { defineTable } from '../db/table';
import { seededRandom } from './random';

/** Know Your Polymer pages: three question and answer blocks each, answers in HTML. */
export interface PolymerRow {
  id: number;
  name: string;
  image1: string;
  image2: string;
  image3: string;
  question1: string;
  answer1: string;
  question2: string;
  answer2: string;
  question3: string;
  answer3: string;
}

export interface PolymerIndustryRow {
  id: number;
  name: string;
  image: string;
}

export interface PolymerProductRow {
  id: number;
  polymer_industry_id: number;
  name: string;
  image: string;
  brand: string;
  mfg_year: number;
  /** JSON text of `{ image, description, category }` entries, as the server stores it. */
  parts: string;
}

type PolymerFacts = readonly [
  abbreviation: string,
  fullName: string,
  nature: string,
  uses: readonly string[],
  meltRange: string,
  methods: string,
];

const POLYMERS: readonly PolymerFacts[] = [
  [
    'PP',
    'Polypropylene',
    'a light (0.90 g/cm³), semi-crystalline commodity thermoplastic with good chemical resistance and a living hinge',
    ['caps and closures', 'thin-wall food containers', 'raffia woven sacks', 'car bumpers'],
    '200–260 °C',
    'injection moulding, extrusion, thermoforming and fibre spinning',
  ],
  [
    'HDPE',
    'High-Density Polyethylene',
    'a tough, rigid polyethylene with few branches and a density above 0.941 g/cm³',
    ['jerrycans and drums', 'pressure pipes', 'crates', 'carry bags'],
    '180–240 °C',
    'blow moulding, pipe extrusion and injection moulding',
  ],
  [
    'LDPE',
    'Low-Density Polyethylene',
    'a soft, clear polyethylene whose long branches make it easy to process',
    ['milk pouch film', 'extrusion coating', 'squeeze bottles', 'cable insulation'],
    '160–220 °C',
    'blown film, extrusion coating and injection moulding',
  ],
  [
    'LLDPE',
    'Linear Low-Density Polyethylene',
    'a polyethylene with short branches that gives tough, puncture-resistant film at low gauge',
    ['stretch film', 'rotomoulded water tanks', 'drip irrigation laterals', 'lamination film'],
    '180–240 °C',
    'blown and cast film, rotomoulding and extrusion',
  ],
  [
    'PVC',
    'Polyvinyl Chloride',
    'an amorphous polymer made rigid or flexible with additives, naturally flame-retardant',
    ['pipes and fittings', 'window profiles', 'cables', 'medical tubing'],
    '170–200 °C',
    'twin-screw extrusion, calendering and injection moulding',
  ],
  [
    'PET',
    'Polyethylene Terephthalate',
    'a clear, strong polyester with a good gas barrier',
    ['water and soft-drink bottles', 'edible oil jars', 'polyester fibre', 'thermoformed trays'],
    '260–290 °C',
    'injection stretch blow moulding, fibre spinning and sheet extrusion',
  ],
  [
    'PS',
    'Polystyrene (GPPS)',
    'a glass-clear, rigid and brittle amorphous polymer that is easy to mould',
    ['disposable cutlery', 'CD cases', 'refrigerator crisper trays', 'foam packaging'],
    '180–250 °C',
    'injection moulding, sheet extrusion and foaming',
  ],
  [
    'HIPS',
    'High-Impact Polystyrene',
    'polystyrene toughened with polybutadiene rubber, opaque and impact-resistant',
    ['refrigerator liners', 'TV back covers', 'toys', 'yoghurt cups'],
    '190–250 °C',
    'sheet extrusion, thermoforming and injection moulding',
  ],
  [
    'ABS',
    'Acrylonitrile Butadiene Styrene',
    'a tough, glossy engineering terpolymer that takes paint and plating well',
    ['appliance housings', 'helmets', 'luggage', 'automotive trims'],
    '220–260 °C',
    'injection moulding and sheet extrusion',
  ],
  [
    'PC',
    'Polycarbonate',
    'a transparent, nearly unbreakable engineering plastic with high heat resistance',
    ['LED diffusers', 'water-cooler jars', 'roofing sheets', 'safety visors'],
    '280–320 °C',
    'injection moulding, sheet extrusion and blow moulding',
  ],
  [
    'PA6',
    'Polyamide 6 (Nylon 6)',
    'a tough, wear-resistant engineering plastic that absorbs moisture',
    ['gears and bushes', 'cable ties', 'engine covers', 'fishing line'],
    '240–280 °C',
    'injection moulding and fibre spinning (dry it first)',
  ],
  [
    'PA66',
    'Polyamide 66 (Nylon 66)',
    'a nylon with a higher melting point and stiffness than PA6',
    ['radiator end tanks', 'electrical connectors', 'airbag fabric', 'glass-filled brackets'],
    '270–300 °C',
    'injection moulding of dried, often glass-filled grades',
  ],
  [
    'POM',
    'Polyoxymethylene (Acetal)',
    'a stiff, low-friction engineering plastic with excellent dimensional stability',
    ['precision gears', 'zipper teeth', 'fuel system parts', 'clips'],
    '190–230 °C',
    'injection moulding with careful temperature control',
  ],
  [
    'PMMA',
    'Polymethyl Methacrylate (Acrylic)',
    'a crystal-clear, scratch-resistant and weatherable amorphous plastic',
    ['tail-lamp lenses', 'signboards', 'display cases', 'light guides'],
    '220–260 °C',
    'injection moulding, sheet casting and extrusion',
  ],
  [
    'PBT',
    'Polybutylene Terephthalate',
    'a fast-crystallising polyester with good electrical properties',
    ['connectors', 'switch parts', 'lamp holders', 'keyboard keys'],
    '240–270 °C',
    'injection moulding, often glass-filled',
  ],
  [
    'EVA',
    'Ethylene Vinyl Acetate',
    'a flexible, rubber-like copolymer whose softness rises with its vinyl acetate content',
    ['footwear soles', 'hot-melt adhesives', 'solar panel encapsulant', 'foam mats'],
    '160–220 °C',
    'foaming, film extrusion and injection moulding',
  ],
  [
    'TPU',
    'Thermoplastic Polyurethane',
    'an elastomer with high abrasion resistance that is processed like a thermoplastic',
    ['shoe soles', 'phone cases', 'hoses', 'cable jackets'],
    '190–230 °C',
    'injection moulding and extrusion',
  ],
  [
    'SAN',
    'Styrene Acrylonitrile',
    'a clear, rigid copolymer with better chemical resistance than polystyrene',
    ['kitchenware', 'cosmetic packs', 'battery cases', 'lighter bodies'],
    '200–260 °C',
    'injection moulding',
  ],
  [
    'PPS',
    'Polyphenylene Sulphide',
    'a high-temperature, inherently flame-retardant engineering plastic',
    ['under-bonnet parts', 'pump housings', 'electrical sockets', 'hair-dryer grilles'],
    '300–340 °C',
    'injection moulding of glass- and mineral-filled grades',
  ],
  [
    'PEEK',
    'Polyether Ether Ketone',
    'a high-performance polymer that keeps its strength above 250 °C',
    ['aerospace brackets', 'medical implants', 'semiconductor wafer carriers', 'oil and gas seals'],
    '360–400 °C',
    'injection moulding and machining of rod stock',
  ],
];

const POLYMER_IMAGE_COUNT = 6;
const polymerImage = (n: number) => `demo-images/polymers/polymer-${(n % POLYMER_IMAGE_COUNT) + 1}.svg`;

export const polymers = defineTable<PolymerRow>('polymers', () =>
  POLYMERS.map(([abbreviation, fullName, nature, uses, meltRange, methods], i) => ({
    id: i + 1,
    name: `${fullName} (${abbreviation})`,
    image1: polymerImage(i),
    image2: polymerImage(i + 1),
    image3: polymerImage(i + 2),
    question1: `What is ${fullName}?`,
    answer1: `<p><strong>${fullName} (${abbreviation})</strong> is ${nature}.</p>`,
    question2: `Where is ${abbreviation} used?`,
    answer2: `<p>Common products made from ${abbreviation}:</p><ul>${uses.map((use) => `<li>${use}</li>`).join('')}</ul>`,
    question3: `How is ${abbreviation} processed?`,
    answer3: `<p>${abbreviation} is processed by ${methods}.</p><p>Typical melt temperature: <strong>${meltRange}</strong>.</p>`,
  })),
);

const INDUSTRIES = [
  'Household & Kitchenware',
  'Automotive',
  'Packaging',
  'Furniture',
  'Electrical & Electronics',
  'Pipes & Fittings',
  'Toys',
  'Medical Devices',
  'Agriculture & Irrigation',
  'Building & Construction',
] as const;

export const polymerIndustries = defineTable<PolymerIndustryRow>('polymer_industries', () =>
  INDUSTRIES.map((name, i) => ({ id: i + 1, name, image: `demo-images/polymers/industry-${i + 1}.svg` })),
);

/** Name, brand and parts (description, polymer); six products per industry, in the order of INDUSTRIES. */
type ProductFacts = readonly [name: string, brand: string, parts: ReadonlyArray<readonly [string, string]>];

const PRODUCTS: readonly ProductFacts[] = [
  [
    'Thermosteel Flask 1 L',
    'Milton',
    [
      ['Lid', 'PP'],
      ['Gasket', 'TPE'],
      ['Cup cap', 'PP'],
    ],
  ],
  [
    'Kool Water Jug 2 L',
    'Milton',
    [
      ['Body', 'PP'],
      ['Lid', 'PP'],
      ['Spout', 'ABS'],
    ],
  ],
  [
    'Checkers Lunch Box',
    'Cello',
    [
      ['Container', 'PP'],
      ['Lid', 'LDPE'],
      ['Seal', 'TPE'],
    ],
  ],
  [
    'Pure Water Bottle 1 L',
    'Cello',
    [
      ['Bottle', 'PET'],
      ['Cap', 'PP'],
    ],
  ],
  [
    'Kitchen Storage Container 5 L',
    'Nilkamal',
    [
      ['Container', 'PP'],
      ['Lid', 'LDPE'],
    ],
  ],
  [
    'Aquasafe Bottle 750 ml',
    'Tupperware',
    [
      ['Bottle', 'PP'],
      ['Cap', 'PP'],
      ['Seal', 'TPE'],
    ],
  ],
  [
    'Front Bumper',
    'Maruti Suzuki',
    [
      ['Fascia', 'PP (Impact Copolymer)'],
      ['Grille', 'ABS'],
      ['Fog lamp bezel', 'PC'],
    ],
  ],
  [
    'Instrument Panel',
    'Tata Motors',
    [
      ['Substrate', 'PP (Talc filled)'],
      ['Skin', 'TPO'],
      ['Air ducts', 'HDPE'],
    ],
  ],
  [
    'Headlamp Assembly',
    'Lumax',
    [
      ['Lens', 'PC'],
      ['Housing', 'PP'],
      ['Reflector', 'PBT'],
    ],
  ],
  [
    'Radiator Fan Shroud',
    'Mahindra',
    [
      ['Shroud', 'PA6 GF30'],
      ['Fan', 'PP'],
    ],
  ],
  [
    'Two-Wheeler Side Panel',
    'Hero MotoCorp',
    [
      ['Panel', 'ABS'],
      ['Clips', 'POM'],
    ],
  ],
  [
    'Door Trim Panel',
    'Maruti Suzuki',
    [
      ['Panel', 'PP'],
      ['Armrest', 'PU foam'],
      ['Clips', 'POM'],
    ],
  ],
  [
    'Edible Oil Jar 5 L',
    'Fortune',
    [
      ['Jar', 'PET'],
      ['Cap', 'HDPE'],
      ['Handle', 'PP'],
    ],
  ],
  [
    'Shampoo Bottle 340 ml',
    'Clinic Plus',
    [
      ['Bottle', 'HDPE'],
      ['Flip-top cap', 'PP'],
    ],
  ],
  ['Milk Pouch 500 ml', 'Amul', [['Pouch film', 'LLDPE']]],
  [
    'Biscuit Wrapper',
    'Parle',
    [
      ['Outer film', 'BOPP'],
      ['Barrier layer', 'Metallised PET'],
    ],
  ],
  [
    'Packaged Drinking Water 1 L',
    'Bisleri',
    [
      ['Bottle', 'PET'],
      ['Cap', 'HDPE'],
      ['Label', 'BOPP'],
    ],
  ],
  [
    'Paint Bucket 20 L',
    'Asian Paints',
    [
      ['Bucket', 'PP'],
      ['Lid', 'PP'],
      ['Handle', 'HDPE'],
    ],
  ],
  ['Monobloc Chair', 'Nilkamal', [['Seat and frame', 'PP']]],
  ['Plastic Stool', 'Supreme', [['Stool', 'PP']]],
  [
    'Two-Door Cupboard',
    'Nilkamal',
    [
      ['Panels', 'PP'],
      ['Hinges', 'POM'],
    ],
  ],
  [
    'Garden Table',
    'Supreme',
    [
      ['Top', 'PP'],
      ['Legs', 'PP'],
    ],
  ],
  [
    'Office Chair',
    'Featherlite',
    [
      ['Base', 'PA6 GF30'],
      ['Back shell', 'PP'],
      ['Mesh', 'PET'],
    ],
  ],
  [
    'Kids Study Table',
    'Cello',
    [
      ['Table top', 'PP'],
      ['Frame', 'HDPE'],
    ],
  ],
  [
    'Modular Switch',
    'Anchor',
    [
      ['Cover plate', 'PC'],
      ['Base', 'PA66'],
    ],
  ],
  [
    'LED Bulb 9 W',
    'Havells',
    [
      ['Diffuser', 'PC'],
      ['Housing', 'PBT'],
    ],
  ],
  ['Ceiling Fan Canopy', 'Crompton', [['Canopy', 'ABS']]],
  [
    'Extension Board',
    'Havells',
    [
      ['Housing', 'PC'],
      ['Sockets', 'PA66'],
    ],
  ],
  ['House Wire 1.5 sq mm', 'Polycab', [['Insulation', 'PVC']]],
  [
    'Set-Top Box Housing',
    'Tata Play',
    [
      ['Housing', 'ABS'],
      ['Front window', 'PMMA'],
    ],
  ],
  ['uPVC Column Pipe', 'Finolex', [['Pipe', 'PVC']]],
  ['CPVC Hot Water Pipe', 'Astral', [['Pipe', 'CPVC']]],
  [
    'HDPE Sprinkler Pipe',
    'Jain Irrigation',
    [
      ['Pipe', 'HDPE'],
      ['Coupler', 'PP'],
    ],
  ],
  ['PPR Elbow Fitting', 'Supreme', [['Elbow', 'PP (Random Copolymer)']]],
  [
    'SWR Drainage Pipe',
    'Prince',
    [
      ['Pipe', 'PVC'],
      ['Sealing ring', 'EPDM'],
    ],
  ],
  [
    'Water Tank 1000 L',
    'Sintex',
    [
      ['Tank', 'LLDPE'],
      ['Lid', 'HDPE'],
    ],
  ],
  ['Building Blocks Set', 'Funskool', [['Blocks', 'ABS']]],
  [
    'Ride-on Car',
    'Toyzone',
    [
      ['Body', 'HDPE'],
      ['Wheels', 'PP'],
    ],
  ],
  ['Bath Toy Duck', 'Funskool', [['Duck', 'EVA']]],
  [
    'Fashion Doll',
    'Funskool',
    [
      ['Head', 'PVC'],
      ['Body', 'ABS'],
    ],
  ],
  ['Play Slide', 'Ok Play', [['Slide', 'LLDPE']]],
  ['Toy Kitchen Set', 'Toyzone', [['Pieces', 'PP']]],
  [
    'Disposable Syringe 5 ml',
    'Dispovan',
    [
      ['Barrel', 'PP (Random Copolymer)'],
      ['Plunger', 'HDPE'],
      ['Gasket', 'TPE'],
    ],
  ],
  [
    'IV Infusion Set',
    'Romsons',
    [
      ['Tubing', 'PVC'],
      ['Drip chamber', 'PVC'],
      ['Spike', 'ABS'],
    ],
  ],
  ['Urine Collection Bag', 'Romsons', [['Bag', 'PVC']]],
  [
    'Blood Collection Tube',
    'BD',
    [
      ['Tube', 'PET'],
      ['Cap', 'LDPE'],
    ],
  ],
  [
    'N95 Respirator',
    'Venus',
    [
      ['Filter layers', 'PP (Nonwoven)'],
      ['Nose clip cover', 'LDPE'],
    ],
  ],
  [
    'Oxygen Mask',
    'Polymed',
    [
      ['Mask', 'PVC'],
      ['Tubing', 'PVC'],
    ],
  ],
  [
    'Drip Lateral 16 mm',
    'Jain Irrigation',
    [
      ['Lateral', 'LLDPE'],
      ['Emitter', 'PP'],
    ],
  ],
  [
    'Impact Sprinkler',
    'Netafim',
    [
      ['Body', 'POM'],
      ['Nozzle', 'PA6'],
    ],
  ],
  ['Mulch Film', 'Jain Irrigation', [['Film', 'LLDPE']]],
  ['Greenhouse Film', 'Ginegar', [['Film', 'LDPE']]],
  ['Seedling Tray', 'Supreme', [['Tray', 'PS']]],
  ['Vegetable Crate', 'Nilkamal', [['Crate', 'HDPE']]],
  [
    'uPVC Window Frame',
    'Fenesta',
    [
      ['Profile', 'PVC'],
      ['Gasket', 'EPDM'],
    ],
  ],
  ['Polycarbonate Roofing Sheet', 'Tuflite', [['Sheet', 'PC']]],
  ['PVC Door', 'Sintex', [['Door panel', 'PVC']]],
  ['Cable Conduit', 'Finolex', [['Conduit', 'PVC']]],
  ['Geomembrane Liner', 'Supreme', [['Liner', 'HDPE']]],
  ['Rainwater Gutter', 'Prince', [['Gutter', 'PVC']]],
];

const PRODUCT_IMAGE_COUNT = 8;
const PART_IMAGE_COUNT = 6;

export const polymerProducts = defineTable<PolymerProductRow>('polymer_products', () => {
  const random = seededRandom(61);
  return PRODUCTS.map(([name, brand, parts], i) => ({
    id: i + 1,
    polymer_industry_id: Math.floor(i / 6) + 1,
    name,
    image: `demo-images/polymers/product-${(i % PRODUCT_IMAGE_COUNT) + 1}.svg`,
    brand,
    mfg_year: random.int(2000, 2026),
    parts: JSON.stringify(
      parts.map(([description, category], n) => ({
        image: `demo-images/polymers/part-${((i + n) % PART_IMAGE_COUNT) + 1}.svg`,
        description,
        category,
      })),
    ),
  }));
});
