import { serverDate } from '../seed/clock';
import { get, invalid, json, post, readBody } from '../http';
import { countries, countryRelation, productCategories, productConditions } from '../seed/lookups';
import { tradeProducts, TRADE_TYPES, type TradeProductRow, type TradeType } from '../seed/trade';
import {
  FIX_FIELDS_MESSAGE,
  hasErrors,
  imageField,
  numberField,
  textField,
  validateForm,
  type FormRules,
} from './sellerForms';

/**
 * The signed-in seller's trade products: the add form and "My Products". The app sends the form as multipart with
 * the photo as the file `image1`; the spec's JSON with the photo as a data URL is read the same way.
 */

const SUPPLY_TYPES = ['Regular', 'One Time'];
/** The spec's form lists FOB twice; the repeat is a defect, not a fourth value. */
const PRICE_BASES = ['Exworks', 'FOB', 'CIF'];

const TRADE_PRODUCT_RULES: FormRules = {
  product_type: { required: true, oneOf: TRADE_TYPES },
  category_id: { required: true, exists: productCategories },
  condition_id: { required: true, exists: productConditions },
  name: { required: true },
  description: { required: true },
  quantity: { required: true, numeric: true },
  unit: { required: true },
  supply_type: { required: true, oneOf: SUPPLY_TYPES },
  price_basis: { oneOf: PRICE_BASES },
  price: { numeric: true },
  country: { exists: countries },
  target_country: { exists: countries },
  image1: { image: true },
};

const auth = { auth: true };

export const sellerTradeHandlers = [
  post(
    '/trade-product-add',
    async (context) => {
      const body = await readBody(context.request);
      const errors = validateForm(body, TRADE_PRODUCT_RULES);
      if (hasErrors(errors)) return invalid(context, FIX_FIELDS_MESSAGE, errors);
      const created = tradeProducts.insert({
        name: textField(body, 'name'),
        product_type: textField(body, 'product_type') as TradeType,
        category_id: Number(body.category_id),
        condition_id: Number(body.condition_id),
        image1: imageField(body, 'image1'),
        image2: '',
        image3: '',
        image4: '',
        quantity: Number(body.quantity),
        unit: textField(body, 'unit'),
        supply_type: textField(body, 'supply_type'),
        // No price means "price on request"; the row keeps 0.
        price: numberField(body, 'price') ?? 0,
        currency: textField(body, 'currency') || 'INR',
        price_basis: textField(body, 'price_basis'),
        address: textField(body, 'address'),
        city: textField(body, 'city'),
        state: textField(body, 'state'),
        country_id: numberField(body, 'country') ?? context.user.country_id ?? 1,
        target_country_id: numberField(body, 'target_country'),
        description: textField(body, 'description'),
        sellerid: context.user.id,
        // Trade products are not reviewed (only machine and company listings are).
        approved: 1,
        created_at: serverDate(),
      });
      return json(context, { error: 0, msg: 'Product added successfully.', id: created.id });
    },
    auth,
  ),

  get(
    '/my-trade-product',
    (context) => {
      const own = tradeProducts
        .where((row) => row.sellerid === context.user.id)
        .sort((a, b) => b.id - a.id)
        .map((row: TradeProductRow) => ({ ...row, country: countryRelation(row.country_id) }));
      return json(context, { products: own });
    },
    auth,
  ),
];
