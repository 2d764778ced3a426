export {
  ListingCard,
  ListingCardSkeleton,
  ListingCardMissing,
  formatPlace,
  listingImageFits,
  type ListingCardProps,
  type ListingMetaLine,
  type ListingCompareToggle,
} from './ListingCard';
