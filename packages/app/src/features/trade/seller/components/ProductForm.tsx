import { tradePriceBases, tradeSupplyTypes, tradeTypes, type TradeProductForm } from '@plastihub/api-client';
import {
  Grid,
  ImagePicker,
  NumberField,
  RadioGroup,
  Select,
  Stack,
  TextArea,
  TextField,
  optionsFrom,
  optionsFromLookup,
} from '@plastihub/ui';
import { useSignedInUserId } from '../../../../shared/account/signedInUser';
import { useResourceGroup } from '../../../../shared/data/useData';
import {
  addressRules,
  defineAddress,
  imageTypes,
  maxImageSize,
  maxImages,
  maxLength,
  newImage,
  noImages,
  number,
  PHOTO_LIMIT_MB,
  PHOTO_TYPES,
  required,
  useForm,
  type Rules,
} from '../../../../shared/forms';
import { AddressFields } from '../../../../shared/forms/AddressFields';
import type { FormState } from '../../../../shared/forms/formState';
import { ChoicesFailed, SubmitFailure, SubmitRow } from '../../../../shared/forms/sellerForms';
import { productFormChoices } from '../myProducts.data';

/** A new product's form: every field blank but the currency (rupees). */
const emptyProduct = {
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
type ProductValues = typeof emptyProduct;

/** Where the product is: every field optional. */
const productAddress = defineAddress({
  fields: ['address', 'city', 'state', 'countryId'],
  stateLabel: 'State',
  required: false,
});

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
  ...addressRules(productAddress),
  image: [maxImages(1), imageTypes(PHOTO_TYPES), maxImageSize(PHOTO_LIMIT_MB)],
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
 * A seller's new trade product. Document 3's fields and rules win over document 1's static form (which had
 * photos 1 to 4, brand and zipcode but no product type, category, price or currency).
 */
export function ProductForm({
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
          <AddressFields
            form={form}
            layout={productAddress}
            countries={{ status: choices.status, data: choices.data?.countries }}
          />
          <Select
            label="Target Country"
            placeholder="Select target country"
            {...form.select('targetCountryId', optionsFromLookup(choices.data?.countries ?? []))}
          />
        </Grid>
        <TextArea label="Description" showCount {...form.text('description')} />
        <ImagePicker
          label="Photo"
          description={`One photo: JPG, PNG or WebP, up to ${PHOTO_LIMIT_MB} MB. It is shown on the product's card.`}
          {...form.images('image')}
        />
        <SubmitRow state={state} />
      </Stack>
    </form>
  );
}
