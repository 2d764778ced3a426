import { defineTable } from '../db/table';

export interface BlogCategoryRow {
  id: number;
  name: string;
  image: string;
}

export interface BlogRow {
  id: number;
  blog_category_id: number;
  title: string;
  writer: string;
  /** HTML, as the admin's editor saves it. */
  content: string;
  image: string;
  created_at: string;
}

const CATEGORIES = [
  'Polymer Science',
  'Injection Moulding',
  'Extrusion',
  'Recycling & Sustainability',
  'Industry News & Policy',
  'Business & Finance',
] as const;

type Post = readonly [
  title: string,
  writer: string,
  intro: string,
  points: readonly string[],
  closing: string,
];

/** Four posts per category, in the order of CATEGORIES. */
const POSTS: readonly Post[] = [
  [
    'PP Homopolymer vs Copolymer: Choosing the Right Grade',
    'Dr. Anjali Deshmukh',
    'Polypropylene comes in three families, and picking the wrong one is the most common reason a moulded part cracks in the first winter.',
    [
      '<strong>Homopolymer</strong> is stiff and glossy: good for thin-wall containers, raffia and caps.',
      '<strong>Impact copolymer</strong> adds an ethylene rubber phase, so crates and buckets survive drops at low temperature.',
      '<strong>Random copolymer</strong> is clearer and softer, the choice for housewares and PPR pipes.',
    ],
    'Start from the use conditions (temperature, impact, clarity), then pick the MFI your tool and cycle need.',
  ],
  [
    'Understanding Melt Flow Index and Why It Matters',
    'Rakesh Menon',
    'The melt flow index (MFI) on every datasheet tells you how easily a polymer flows, measured in grams per ten minutes at a fixed load and temperature.',
    [
      'High MFI grades fill thin walls and long flow paths but give lower impact strength.',
      'Low MFI grades suit extrusion and blow moulding, where melt strength matters.',
      'Always compare MFI values at the same test condition: 230 °C/2.16 kg for PP, 190 °C/2.16 kg for PE.',
    ],
    'Ask your supplier for the test condition before comparing two grades on MFI alone.',
  ],
  [
    'HDPE, LDPE and LLDPE: How Density Shapes Performance',
    'Dr. Anjali Deshmukh',
    'Polyethylene grades differ mainly in branching, and branching sets density, stiffness and clarity.',
    [
      'HDPE (0.941 g/cm³ and up) is rigid: jerrycans, pipes, crates.',
      'LDPE has long branches that give easy processing and clarity for film and coating.',
      'LLDPE has short branches: tougher, puncture-resistant film at lower gauge.',
    ],
    'Blends of LDPE and LLDPE are common on blown film lines to balance bubble stability and toughness.',
  ],
  [
    'Engineering Plastics 101: Nylon, PC and POM',
    'Sameer Kulkarni',
    'When a part must carry load, resist heat or hold tight tolerances, commodity polymers run out of headroom.',
    [
      'Nylon (PA6, PA66) is tough and wear-resistant, and glass-filled grades replace metal brackets.',
      'Polycarbonate is transparent and nearly unbreakable: visors, LED diffusers, water-cooler jars.',
      'POM (acetal) gives low friction and dimensional stability for gears and clips.',
    ],
    'Dry hygroscopic materials such as nylon and PC before moulding, or expect splay and brittle parts.',
  ],
  [
    'Seven Common Injection Moulding Defects and How to Fix Them',
    'Vivek Chauhan',
    'Most moulding defects trace back to four things: material, mould, machine settings and the operator.',
    [
      '<strong>Short shots</strong>: raise injection pressure or melt temperature, check vents.',
      '<strong>Sink marks</strong>: increase hold pressure and time, thin out thick sections.',
      '<strong>Flash</strong>: check clamp tonnage and parting-line wear.',
      '<strong>Silver streaks</strong>: dry the material properly.',
    ],
    'Change one parameter at a time and record it; the fix that works should be repeatable on the next shift.',
  ],
  [
    'Servo-Hydraulic vs All-Electric Machines: An Energy Comparison',
    'Pooja Srinivasan',
    'Power is often the second largest cost in a moulding shop after material, so the drive type matters.',
    [
      'Servo-hydraulic pumps run only when needed and save 30 to 60 per cent against fixed pumps.',
      'All-electric machines save more and repeat better, at a higher purchase price.',
      'Large tonnages still favour hydraulics or hybrids for clamp force.',
    ],
    'Work out the payback from your own hourly energy readings before choosing.',
  ],
  [
    'How to Calculate Clamp Tonnage for Your Mould',
    'Vivek Chauhan',
    'Too little clamp force gives flash; too much wastes energy and wears the mould.',
    [
      'Multiply the projected area of all cavities and runners (cm²) by the cavity pressure factor of the material.',
      'Typical factors run from 0.3 t/cm² for easy-flow PP to 0.6 t/cm² for PC.',
      'Add a safety margin of 10 to 20 per cent.',
    ],
    'A 450 T machine is not always the answer for a 400 T calculation: check platen size and tie-bar distance too.',
  ],
  [
    'Cutting Cycle Time on Thin-Wall Containers',
    'Imran Sheikh',
    'On thin-wall packaging, every tenth of a second is money across millions of shots a year.',
    [
      'Cooling is usually 60 per cent of the cycle: look at water flow and mould steel first.',
      'High-MFI PP grades fill faster at lower pressure.',
      'In-mould labelling robots should not be the slowest step.',
    ],
    'Measure the cycle stage by stage before buying a faster machine.',
  ],
  [
    'Getting Started with PVC Pipe Extrusion',
    'Harish Patel',
    'Rigid PVC pipe is one of the largest plastic products in India, from agriculture to plumbing.',
    [
      'Conical twin-screw extruders are the standard for dry-blend PVC.',
      'Formulation (stabiliser, lubricants, filler) matters as much as the machine.',
      'Vacuum sizing and cooling tank length set the line speed.',
    ],
    'Follow the BIS standard for your pipe class when setting wall thickness.',
  ],
  [
    'Blown Film Lines: Bubble Stability Basics',
    'Neelam Joshi',
    'A stable bubble gives even gauge; an unstable one gives wrinkles and breaks.',
    [
      'Blow-up ratio and frost-line height are the two levers operators use most.',
      'Internal bubble cooling raises output on larger lines.',
      'Adding LDPE to LLDPE improves melt strength.',
    ],
    'Keep a log of settings per film recipe so changeovers are quick.',
  ],
  [
    'Screw Design: What L/D Ratio Does for Your Extruder',
    'Harish Patel',
    'The length-to-diameter ratio of a screw decides how well it melts and mixes.',
    [
      'Longer screws (30:1 and up) melt more evenly at higher output.',
      'Barrier screws separate solid and melt for better consistency.',
      'Mixing sections help with colour masterbatch dispersion.',
    ],
    'Match the screw to the material: a PE screw will not run PVC well.',
  ],
  [
    'Raffia Tape Lines and the Woven Sack Market',
    'Gurpreet Kaur',
    'Woven polypropylene sacks carry cement, fertiliser and grain across India.',
    [
      'Raffia grades of PP homopolymer run at MFI 3 to 4.',
      'Calcium carbonate filler lowers cost but must be controlled for tape strength.',
      'Stretching ratio sets tenacity and elongation of the tape.',
    ],
    'Demand follows the cement and fertiliser seasons, so plan capacity accordingly.',
  ],
  [
    "India's Plastic Waste Management Rules and EPR Explained",
    'Aditi Rao',
    'Extended Producer Responsibility makes brand owners and importers responsible for collecting what they sell.',
    [
      'Producers, importers and brand owners register on the central EPR portal.',
      'Targets cover rigid, flexible, multilayer and compostable packaging separately.',
      'Recycled content targets rise year by year.',
    ],
    'Converters who can supply recycled content are well placed as targets rise.',
  ],
  [
    'Mechanical vs Chemical Recycling of Polyolefins',
    'Dr. Sanjay Verma',
    'Most recycling of PE and PP today is mechanical, but chemical routes are growing.',
    [
      'Mechanical recycling sorts, washes, grinds and re-pelletises the material.',
      'Chemical recycling (pyrolysis) turns mixed waste back into feedstock oil.',
      'Contamination is the main limit for mechanical recyclate quality.',
    ],
    'Both routes are needed; clean streams go mechanical, mixed streams go chemical.',
  ],
  [
    'Designing Packaging for Recyclability',
    'Aditi Rao',
    'A pack that cannot be sorted or separated ends up in landfill however recyclable its material is.',
    [
      'Use a single polymer (mono-material) wherever possible.',
      'Avoid dark carbon-black colours that optical sorters cannot see.',
      'Choose labels and adhesives that wash off.',
    ],
    'Talk to your recycler before freezing the design.',
  ],
  [
    'Using Recycled PET in Food-Contact Bottles',
    'Dr. Sanjay Verma',
    'Recycled PET can go back into bottles when it is decontaminated to food-grade standards.',
    [
      'Super-clean processes remove contaminants at high temperature under vacuum.',
      'Intrinsic viscosity is restored by solid-state polycondensation.',
      'Food-contact approval is needed for each process.',
    ],
    'Bottle-to-bottle recycling keeps the highest value in the PET loop.',
  ],
  [
    'Polymer Price Trends: What Drives Monthly Revisions',
    'Manish Agarwal',
    'Domestic producers revise polymer prices every few weeks, and converters feel each change.',
    [
      'Naphtha and crude prices set the feedstock cost.',
      'Import parity with Middle East and Asian prices caps domestic prices.',
      'Festive-season demand and monsoon slowdowns move volumes.',
    ],
    'Track the price list by city: freight from the plant makes a difference.',
  ],
  [
    'New Cracker Capacity and What It Means for Converters',
    'Manish Agarwal',
    'New polymer capacity in India and the Middle East is changing supply for local converters.',
    [
      'More domestic grades reduce lead times and import dependence.',
      'Competition among producers widens the grade choice.',
      'Converters should qualify second sources for key grades.',
    ],
    'Use the extra supply to negotiate contracts, not only spot buys.',
  ],
  [
    'BIS Quality Control Orders for Polymers: A Quick Guide',
    'Kavita Iyer',
    'Quality Control Orders require many polymers sold in India to carry the BIS mark.',
    [
      'Both domestic and imported material must be certified.',
      'Check the grade and the standard it is certified against.',
      'Keep certificates on file for audits.',
    ],
    'Buy from dealers who can show the certificate for the exact grade.',
  ],
  [
    'Single-Use Plastics Ban: Items Covered and Alternatives',
    'Kavita Iyer',
    'Several single-use items are banned across India, and more converters are retooling.',
    [
      'Earbuds with plastic sticks, cutlery and thin carry bags are among the items covered.',
      'Thicker, reusable bags and compostable alternatives are allowed within limits.',
      'Retooling grants are available in some states.',
    ],
    'Convert spare machine capacity to products that are not covered by the ban.',
  ],
  [
    'Financing Your First Injection Moulding Machine',
    'Rohit Bansal',
    'A new machine is the biggest purchase for a small moulder, and the right loan makes it affordable.',
    [
      'Machinery loans from banks and NBFCs cover 75 to 90 per cent of the invoice.',
      'SIDBI and public-sector banks often offer lower rates to MSMEs.',
      'Keep your Udyam registration and last two years of returns ready.',
    ],
    'Compare the total cost of the loan, not only the interest rate.',
  ],
  [
    'Renting Spare Machine Capacity: A Win for Moulders',
    'Sneha Pillai',
    'Idle machine hours cost money; listing them as spare capacity turns them into revenue.',
    [
      'List your machine tonnage, shot weight and free hours per month.',
      'Agree material supply, mould handling and quality checks in writing.',
      'Job work builds relationships that can become long-term orders.',
    ],
    'Start with a trial batch to set expectations on both sides.',
  ],
  [
    'Costing a Moulded Part: Material, Machine Hour and Overheads',
    'Rohit Bansal',
    'Quoting below cost is the fastest way to grow a loss-making order book.',
    [
      'Material cost: part weight plus runner and rejection allowance, times the price per kg.',
      'Machine hour rate: depreciation, power, labour and maintenance per hour.',
      'Add packing, freight and a fair margin.',
    ],
    'Recheck the costing whenever polymer prices move.',
  ],
  [
    'Government Schemes for MSME Plastic Processors',
    'Sneha Pillai',
    'Several central and state schemes help small processors upgrade technology and expand.',
    [
      'Credit-linked capital subsidies support technology upgrades.',
      'Collateral-free credit guarantees cover MSME loans.',
      'Plastic parks offer plots with shared facilities.',
    ],
    'Check the current scheme guidelines with your bank or district industries centre.',
  ],
];

const BLOG_IMAGE_COUNT = 8;

/** `YYYY-MM-DD HH:mm:ss`, a fixed number of days after 2 June 2025, so the dates never change. */
function publishedAt(daysAfterStart: number): string {
  const date = new Date(Date.UTC(2025, 5, 2 + daysAfterStart, 10, 30));
  return date.toISOString().replace('T', ' ').slice(0, 19);
}

function contentHtml([, , intro, points, closing]: Post, category: string): string {
  return [
    `<p>${intro}</p>`,
    `<h2>What to know</h2>`,
    `<ul>${points.map((point) => `<li>${point}</li>`).join('')}</ul>`,
    `<h2>The bottom line</h2>`,
    `<p>${closing}</p>`,
    `<p><em>Filed under ${category.replaceAll('&', '&amp;')}.</em></p>`,
  ].join('\n');
}

export const blogCategories = defineTable<BlogCategoryRow>('blog_categories', () =>
  CATEGORIES.map((name, i) => ({ id: i + 1, name, image: `demo-images/blogs/category-${i + 1}.svg` })),
);

export const blogs = defineTable<BlogRow>('blogs', () =>
  POSTS.map((post, i) => {
    const categoryIndex = Math.floor(i / 4);
    return {
      id: i + 1,
      blog_category_id: categoryIndex + 1,
      title: post[0],
      writer: post[1],
      content: contentHtml(post, CATEGORIES[categoryIndex] ?? ''),
      image: `demo-images/blogs/blog-${(i % BLOG_IMAGE_COUNT) + 1}.svg`,
      // Posts alternate across categories over time, about one every nine days.
      created_at: publishedAt((i % 4) * 54 + categoryIndex * 9),
    };
  }),
);
