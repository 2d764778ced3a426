export { ListingDetailSkeleton, type ListingDetailSkeletonProps } from './ListingDetailSkeleton';
