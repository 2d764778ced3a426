import type { TradeProductDetails, TradeProductListItem } from '@plastihub/api-client';
import { formatNumber, formatPlace } from '@plastihub/ui';
import { defineListingKind } from '../../shared/listing/listingKind';
import { tradePrice, tradeProductCards } from '../../shared/listing/tradeProductCards';

/** Trade products as a listing kind: their cards, their detail screen and its table (document 1). */
export const tradeListing = defineListingKind<TradeProductListItem, TradeProductDetails>({
  ...tradeProductCards,
  type: 'Trade Product',
  savedAs: 'Trade Product',
  detail: {
    title: (product) => product.name,
    images: (product) => product.images,
    rows: (product) => [
      { label: 'Category', value: product.categoryName },
      { label: 'Condition', value: product.conditionName },
      {
        label: 'Quantity',
        value: product.quantity === null ? null : formatNumber(product.quantity),
        unit: product.unit || undefined,
      },
      { label: 'Supply Type', value: product.supplyType },
      { label: 'Product Type', value: product.productType },
      {
        label: 'Price',
        value: tradePrice(product.price, product.currency, product.priceBasis, product.unit),
      },
      {
        label: 'Address',
        value: formatPlace(product.address, product.city, product.state, product.countryName),
      },
      { label: 'Target Country', value: product.targetCountryName },
    ],
    contact: (product) => ({
      name: product.seller.name,
      mobile: product.seller.mobile,
      email: product.seller.email,
    }),
    about: (product) => [
      { label: 'Seller', value: product.seller.name },
      { label: 'Company', value: product.seller.companyName },
    ],
    aboutLabel: 'Seller',
    description: (product) => product.description,
    similarHeading: 'Similar Products',
    chat: {
      listingType: 'Trade Product',
      with: (product) => ({
        partnerId: product.seller.id,
        partnerName: product.seller.name,
        listingId: product.id,
      }),
    },
  },
});
