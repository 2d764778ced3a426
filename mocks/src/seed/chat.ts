import { defineTable } from '../db/table';
import { blowMoldingMachines, extruderMachines, injectionMachines } from './machines';
import { tradeProducts } from './trade';

/** Listing types the screens send with a chat message. */
export const CHAT_LISTING_TYPES = [
  'Trade Product',
  'Injection Molding Machine',
  'Blow Molding Machine',
  'Extruder Machine',
] as const;

export interface ChatMessageRow {
  id: number;
  from_user: number;
  to_user: number;
  listing_id: number;
  /** One of CHAT_LISTING_TYPES (kept open: other screens may add types). */
  type: string;
  message: string;
  image: string;
  date: string;
  /** 1 once the receiver has seen it. */
  read: 0 | 1;
  /** A seller's automatic reply stays hidden until this epoch time (ms); null once delivered. */
  deliver_at: number | null;
}

export interface ChatListing {
  name: string;
  image: string;
}

type ListingResolver = (id: number) => ChatListing | undefined;

const listingResolvers = new Map<string, ListingResolver>([
  [
    'Trade Product',
    (id) => {
      const product = tradeProducts.find(id);
      return product ? { name: product.name, image: product.image1 } : undefined;
    },
  ],
  // Machine rows all carry their type as the name; make and size tell them apart in a chat list.
  [
    'Injection Molding Machine',
    (id) => {
      const machine = injectionMachines.find(id);
      return machine
        ? { name: `${machine.make} ${machine.machine_size} Ton ${machine.name}`, image: machine.image1 }
        : undefined;
    },
  ],
  [
    'Blow Molding Machine',
    (id) => {
      const machine = blowMoldingMachines.find(id);
      return machine
        ? { name: `${machine.make} ${machine.machine_size} Ton ${machine.name}`, image: machine.image1 }
        : undefined;
    },
  ],
  [
    'Extruder Machine',
    (id) => {
      const machine = extruderMachines.find(id);
      return machine ? { name: `${machine.make} ${machine.machine_type}`, image: machine.image1 } : undefined;
    },
  ],
]);

/** Other listing types (e.g. a new screen's) can register how to show their listings in chat lists. */
export function registerChatListing(type: string, resolve: ListingResolver) {
  listingResolvers.set(type, resolve);
}

export function chatListing(type: string, id: number): ChatListing {
  return listingResolvers.get(type)?.(id) ?? { name: `${type} #${id}`, image: '' };
}

type ThreadSeed = readonly [
  buyer: number,
  seller: number,
  listingId: number,
  messages: ReadonlyArray<readonly [fromBuyer: boolean, text: string, date: string, read: 0 | 1]>,
];

// User 1 (Rohan Mehta) is the default demo login: he has read and unread threads as a buyer
// and unread questions on one of his own listings. Product ids are from seed/trade.ts.
// prettier-ignore
const THREADS: ThreadSeed[] = [
  [
    1,
    3,
    2,
    [
      [true, 'Hello, is the Relene 1070LA17 lot still available?', '2026-11-02 10:05:00', 1],
      [false, 'Yes, 18 MT is available at our Vadodara warehouse.', '2026-11-02 10:12:00', 1],
      [true, 'Can you share the test certificate and the MFI for this batch?', '2026-11-02 10:20:00', 1],
      [false, 'Sent on your email. MFI is 7.1 for this batch.', '2026-11-02 11:02:00', 1],
    ],
  ],
  [
    1,
    3,
    4,
    [
      [true, 'What is the best price for 10 MT of F18010 delivered to Ahmedabad?', '2026-11-14 09:40:00', 1],
      [false, 'Rs. 104 per kg ex-works, freight extra at actuals.', '2026-11-14 15:25:00', 0],
    ],
  ],
  [
    1,
    5,
    7,
    [
      [true, 'Do you have Absolac 920 in natural colour?', '2026-11-18 12:00:00', 1],
      [false, 'Yes, natural and black both.', '2026-11-18 12:30:00', 0],
      [false, 'We can dispatch within two days of the order.', '2026-11-18 12:31:00', 0],
    ],
  ],
  [
    9,
    1,
    1,
    [
      [true, 'Hi Rohan, we need 5 MT of Repol H110MA every month for our raffia line.', '2026-11-19 16:45:00', 0],
      [true, 'Please quote with delivery to Kolkata.', '2026-11-19 16:46:00', 0],
    ],
  ],
  [
    1,
    8,
    9,
    [
      [true, 'Is the Relpet G5801 suitable for 1 litre water bottles?', '2026-10-28 11:10:00', 1],
      [false, 'Yes, it is our standard water bottle grade.', '2026-10-28 11:45:00', 1],
    ],
  ],
  [
    6,
    8,
    13,
    [
      [true, 'Is the PE100 off-grade fine for drip irrigation laterals?', '2026-11-10 10:00:00', 1],
      [false, 'It works for laterals; not for pressure mains.', '2026-11-10 10:30:00', 1],
    ],
  ],
];

/** Rohan asks about spare capacity on injection molding machine 1 (its seller comes from seed/machines.ts). */
function machineThread(): [ThreadSeed, string] {
  const seller = injectionMachines.find(1)?.sellerid ?? 5;
  const thread: ThreadSeed = [
    1,
    seller,
    1,
    [
      [true, 'Is this machine free for a 3-month job of PP caps from October?', '2026-09-15 10:00:00', 1],
      [
        false,
        'Yes, about 300 hours a month are free. Please send the mould details.',
        '2026-09-15 12:20:00',
        1,
      ],
    ],
  ];
  return [thread, 'Injection Molding Machine'];
}

function buildMessages(): ChatMessageRow[] {
  let nextId = 1;
  const threads: Array<[ThreadSeed, string]> = [
    ...THREADS.map((thread): [ThreadSeed, string] => [thread, 'Trade Product']),
    machineThread(),
  ];
  return threads.flatMap(([[buyer, seller, listingId, messages], type]) =>
    messages.map(([fromBuyer, message, date, read]) => ({
      id: nextId++,
      from_user: fromBuyer ? buyer : seller,
      to_user: fromBuyer ? seller : buyer,
      listing_id: listingId,
      type,
      message,
      image: '',
      date,
      read,
      deliver_at: null,
    })),
  );
}

export const chatMessages = defineTable<ChatMessageRow>('chat_messages', buildMessages);

/** What a seller answers automatically in the demo, chosen by how long the thread already is. */
export const SELLER_AUTO_REPLIES = [
  'Thank you for your enquiry. The material is available; shall I share the price and the test certificate?',
  'Noted. We can arrange a sample within two working days.',
  'Our team will call you shortly to confirm the quantity and delivery.',
] as const;

/** How long a seller "takes" to answer, so the next chat poll shows the reply. */
export const SELLER_REPLY_DELAY_MS = 3000;
