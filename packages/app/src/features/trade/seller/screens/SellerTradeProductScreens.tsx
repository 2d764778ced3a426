import { tradePriceBases, tradeSupplyTypes, tradeTypes, type TradeProductForm } from '@plastihub/api-client';
import {
  Grid,
  ImagePicker,
  Link,
  NumberField,
  RadioGroup,
  Select,
  Stack,
  TextArea,
  TextField,
  optionsFrom,
  optionsFromLookup,
} from '@plastihub/ui';
import { AccountLayout } from '../../../../shared/account/AccountLayout';
import { useMutation, useResource, useResourceGroup } from '../../../../shared/data/useData';
import { useSignedInUserId } from '../../../../shared/account/signedInUser';
import {
  imageTypes,
  maxImageSize,
  maxImages,
  maxLength,
  newImage,
  noImages,
  number,
  required,
  useForm,
  type ImageList,
  type Rules,
} from '../../../../shared/forms';
import type { FormState } from '../../../../shared/forms/formState';
import { ListingResults } from '../../../../shared/listing/ListingResults';
import { href } from '../../../../shared/routing/paths';
import { useNavigate } from '../../../../shared/routing/useNavigate';
import { myTradeProducts, productFormChoices, tradeProductAdding } from '../myProducts.data';
import { sellerProductCards } from '../myProductCards';
import { ChoicesFailed, SubmitFailure, SubmitRow } from '../../../../shared/forms/sellerForms';

type ProductValues = {
  productType: string;
  categoryId: string;
  conditionId: string;
  name: string;
  description: string;
  quantity: string;
  unit: string;
  supplyType: string;
  priceBasis: string;
  currency: string;
  price: string;
  address: string;
  city: string;
  state: string;
  countryId: string;
  targetCountryId: string;
  image: ImageList;
};

const emptyProduct: ProductValues = {
  productType: '',
  categoryId: '',
  conditionId: '',
  name: '',
  description: '',
  quantity: '',
  unit: '',
  supplyType: '',
  priceBasis: '',
  currency: 'INR',
  price: '',
  address: '',
  city: '',
  state: '',
  countryId: '',
  targetCountryId: '',
  image: noImages,
};

/** Document 3's client rules: the first eight are required, the rest optional; one photo. */
const rules: Rules<ProductValues> = {
  productType: [required('Choose the product type.')],
  categoryId: [required('Choose the category.')],
  conditionId: [required('Choose the condition.')],
  name: [required('Enter the product name.'), maxLength(150, 'The name can be up to 150 characters.')],
  description: [
    required('Describe the product.'),
    maxLength(2000, 'The description can be up to 2000 characters.'),
  ],
  quantity: [required('Enter the quantity.'), number('Quantity', { min: 0.001 })],
  unit: [required('Enter the unit, e.g. MT or Kg.'), maxLength(20, 'The unit can be up to 20 characters.')],
  supplyType: [required('Choose the supply type.')],
  price: [number('Price', { min: 0 })],
  image: [maxImages(1), imageTypes(['image/jpeg', 'image/png', 'image/webp']), maxImageSize(5)],
};

/** The server's names for the fields, so its `validate` messages land under them. */
const serverNames = {
  productType: 'product_type',
  categoryId: 'category_id',
  conditionId: 'condition_id',
  supplyType: 'supply_type',
  priceBasis: 'price_basis',
  countryId: 'country',
  targetCountryId: 'target_country',
  image: 'image1',
} as const;

const toProduct = ({ image, ...values }: ProductValues): TradeProductForm => ({
  ...values,
  productType: values.productType as TradeProductForm['productType'],
  supplyType: values.supplyType as TradeProductForm['supplyType'],
  priceBasis: values.priceBasis as TradeProductForm['priceBasis'],
  countryId: values.countryId || null,
  targetCountryId: values.targetCountryId || null,
  image: newImage(image),
});

const currencies = optionsFrom(['INR', 'USD', 'EUR', 'AED']);

/**
 * `/trade-product-add` and `/product-add`: one form. Document 3's fields and rules win over document 1's static
 * form (which had photos 1 to 4, brand and zipcode but no product type, category, price or currency).
 */
export function TradeProductAddScreen() {
  const navigate = useNavigate();
  const mutation = useMutation(tradeProductAdding, {
    navigateTo: href('productView'),
    invalidates: [myTradeProducts.key],
  });
  return (
    <AccountLayout
      title="Add Trade Product"
      description="Sell virgin polymers, compounds, reprocessed polymer or scrap."
      actions={
        <Link href={href('productView')} onNavigate={navigate} asButton variant="secondary">
          My Products
        </Link>
      }
    >
      <ProductForm state={mutation.state} onSubmit={mutation.submit} />
    </AccountLayout>
  );
}

function ProductForm({
  state,
  onSubmit,
}: {
  state: FormState;
  onSubmit: (product: TradeProductForm) => void;
}) {
  const owner = useSignedInUserId();
  const form = useForm(emptyProduct, rules, state, {
    serverNames,
    draft: { name: 'trade-product-add', owner },
  });
  const choices = useResourceGroup(productFormChoices);
  const loading = choices.status === 'loading' && choices.data === undefined;
  const countries = optionsFromLookup(choices.data?.countries ?? []);
  return (
    <form
      noValidate
      aria-label="Add Trade Product"
      onSubmit={form.handleSubmit((values) => onSubmit(toProduct(values)))}
    >
      <Stack space="lg">
        <SubmitFailure state={state} summary={form.summary()} title="The product was not added" />
        <ChoicesFailed views={[choices]} title="The form's choices did not load" />
        <Grid minColumnWidth="240px" space="lg">
          <Select
            label="Product Type"
            placeholder="Select product type"
            {...form.select('productType', optionsFrom(tradeTypes))}
          />
          <Select
            label="Category"
            placeholder={loading ? 'Loading categories' : 'Select category'}
            {...form.select('categoryId', optionsFromLookup(choices.data?.categories ?? []))}
          />
          <Select
            label="Condition"
            placeholder={loading ? 'Loading conditions' : 'Select condition'}
            {...form.select('conditionId', optionsFromLookup(choices.data?.conditions ?? []))}
          />
          <TextField label="Name" {...form.text('name')} />
        </Grid>
        <Grid minColumnWidth="240px" space="lg">
          <NumberField label="Quantity" {...form.number('quantity')} />
          <TextField label="Unit" placeholder="e.g. MT, Kg" {...form.text('unit')} />
          <RadioGroup
            label="Supply Type"
            orientation="horizontal"
            {...form.radio('supplyType', optionsFrom(tradeSupplyTypes))}
          />
        </Grid>
        <Grid minColumnWidth="240px" space="lg">
          <Select
            label="Price Basis"
            placeholder="Select price basis"
            {...form.select('priceBasis', optionsFrom(tradePriceBases))}
          />
          <Select label="Currency" {...form.select('currency', currencies)} />
          <NumberField label="Price" {...form.number('price')} />
        </Grid>
        <Grid minColumnWidth="240px" space="lg">
          <TextField label="Address" autoComplete="street-address" {...form.text('address')} />
          <TextField label="City" autoComplete="address-level2" {...form.text('city')} />
          <TextField label="State" autoComplete="address-level1" {...form.text('state')} />
          <Select label="Country" placeholder="Select country" {...form.select('countryId', countries)} />
          <Select
            label="Target Country"
            placeholder="Select target country"
            {...form.select('targetCountryId', countries)}
          />
        </Grid>
        <TextArea label="Description" showCount {...form.text('description')} />
        <ImagePicker
          label="Photo"
          description="One photo: JPG, PNG or WebP, up to 5 MB. It is shown on the product's card."
          {...form.images('image')}
        />
        <SubmitRow state={state} />
      </Stack>
    </form>
  );
}

/** `/product-view`: My Products, four cards a row on a desktop: picture, name, price with basis, place. */
export function MyProductsScreen() {
  const navigate = useNavigate();
  const products = useResource(myTradeProducts, null);
  return (
    <AccountLayout
      title="My Products"
      actions={
        <Link href={href('productAdd')} onNavigate={navigate} asButton variant="primary">
          Add Product
        </Link>
      }
    >
      <ListingResults kind={sellerProductCards} results={products} label="My products" />
    </AccountLayout>
  );
}
