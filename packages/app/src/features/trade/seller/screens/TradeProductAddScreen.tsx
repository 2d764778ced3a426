import { Link } from '@plastihub/ui';
import { AccountLayout } from '../../../../shared/account/AccountLayout';
import { useMutation } from '../../../../shared/data/useData';
import { href } from '../../../../shared/routing/paths';
import { myTradeProducts, tradeProductAdding } from '../myProducts.data';
import { ProductForm } from '../components/ProductForm';

/** `/trade-product-add` and `/product-add`: one form; the seller lands on My Products. */
export default function TradeProductAddScreen() {
  const mutation = useMutation(tradeProductAdding, {
    navigateTo: href('productView'),
    invalidates: [myTradeProducts.key],
  });
  return (
    <AccountLayout
      title="Add Trade Product"
      description="Sell virgin polymers, compounds, reprocessed polymer or scrap."
      actions={
        <Link href={href('productView')} asButton variant="secondary">
          My Products
        </Link>
      }
    >
      <ProductForm state={mutation.state} onSubmit={mutation.submit} />
    </AccountLayout>
  );
}
