import type { BlogCategory } from '@plastihub/api-client';
import type { ListingCards } from '../../shared/listing/listingKind';

/** The category grid: a picture and a name; choosing one hands its id and name to the blog list. */
export const blogCategoryCards: ListingCards<BlogCategory> = {
  detailPath: 'blogList',
  selectionOf: (category) => ({ blogCategoryId: String(category.id), blogCategoryName: category.name }),
  card: (category) => ({ title: category.name, imageSrc: category.image }),
};
