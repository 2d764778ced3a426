// Endpoints of spec document 3. Each domain file is re-exported here.
export * from './endpoints/sellerTrade';
export * from './endpoints/roles';
export * from './endpoints/sellerInjection';
export * from './endpoints/sellerBlowMolding';
export * from './endpoints/sellerExtruder';
export * from './endpoints/sellerToolRooms';
export * from './endpoints/carScrappage';
export * from './endpoints/priceLists';
export * from './endpoints/jobs';
export {
  listingStatuses,
  type ListingStatus,
  type MoldingMachineOptions,
  type SellerMachineFormBase,
} from './endpoints/sellerListing';
export type { FormNumber, SavedListing } from './endpoints/multipart';
// Demo mode only: not an endpoint of the product (see the file).
export * from './endpoints/sellerDemo';
