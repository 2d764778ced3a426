import { Link } from '@plastihub/ui';
import { AccountLayout } from '../../../../shared/account/AccountLayout';
import { useResource } from '../../../../shared/data/useData';
import { ListingResults } from '../../../../shared/listing/ListingResults';
import { href } from '../../../../shared/routing/paths';
import { myTradeProducts } from '../myProducts.data';
import { tradeProductCards } from '../../../../shared/listing/tradeProductCards';

/** `/product-view`: My Products, four cards a row on a desktop: picture, name, price with basis, place. */
export default function MyProductsScreen() {
  const products = useResource(myTradeProducts, null);
  return (
    <AccountLayout
      title="My Products"
      actions={
        <Link href={href('productAdd')} asButton variant="primary">
          Add Product
        </Link>
      }
    >
      <ListingResults kind={tradeProductCards} results={products} label="My products" />
    </AccountLayout>
  );
}
