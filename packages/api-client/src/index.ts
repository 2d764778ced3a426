export * from './core';

// Accounts and what a signed-in user keeps: roles, wallet, chat.
export * from './endpoints/accounts';
export * from './endpoints/roles';
export * from './endpoints/wallet';
export * from './endpoints/chat';

// Look-ups and the site's own content.
export * from './endpoints/home';
export * from './endpoints/lookups';
export * from './endpoints/pages';
export * from './endpoints/blogs';
export * from './endpoints/qa';

// Trade.
export * from './endpoints/trade';
export * from './endpoints/sellerTrade';

// Machines and tool rooms.
export * from './endpoints/machines';
export * from './machineKinds';
export * from './endpoints/toolRooms';
export * from './endpoints/sellerMachines';
export * from './endpoints/sellerToolRooms';

// Materials, polymers and price lists.
export * from './endpoints/materials';
export * from './endpoints/polymers';
export * from './endpoints/priceLists';

// Money (financial institutions).
export * from './endpoints/money';

// Manpower and jobs.
export * from './endpoints/manpower';
export * from './endpoints/jobs';

// Car scrappage.
export * from './endpoints/carScrappage';

// What the listings and the seller's forms share.
export type { ListingSeller } from './endpoints/listingSeller';
export { listingStatuses, type ListingStatus, type SellerMachineFormBase } from './endpoints/sellerListing';
export type { FormNumber, SavedListing } from './endpoints/multipart';

// Demo mode only: not an endpoint of the product (see the file).
export * from './endpoints/sellerDemo';
