import { describe, expect, it } from 'vitest';
import { addTradeProduct, getMyTradeProducts, type TradeProductForm } from '@plastihub/api-client';
import { server } from '../src/node';
import { tradeProducts } from '../src/seed/trade';
import { signIn, useContractClient } from './harness';
import { fieldErrorsOf, itHandlesFaults, itRequiresSignIn } from './failures';
import { pngFile, textFile } from './files';

const productForm = (): TradeProductForm => ({
  productType: 'Reprocessed Polymer',
  categoryId: 2,
  conditionId: 3,
  name: 'HDPE Blue Drum Regrind - Naroda lot',
  description: 'Washed and dried regrind from chemical drums, single colour.',
  quantity: 12,
  unit: 'MT',
  supplyType: 'Regular',
  priceBasis: 'Exworks',
  currency: 'INR',
  price: 61,
  address: 'Plot 88, Naroda GIDC',
  city: 'Ahmedabad',
  state: 'Gujarat',
  countryId: 1,
  targetCountryId: 15,
  image: pngFile('regrind.png'),
});

describe('seller trade products', () => {
  useContractClient();

  it('adds a product as an upload (multipart, the photo as the file image1); it tops My Products', async () => {
    signIn(1);
    const sent: Array<{ type: string; form: Promise<FormData> }> = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST') {
        sent.push({ type: request.headers.get('content-type') ?? '', form: request.clone().formData() });
      }
    };
    server.events.on('request:start', listener);
    const progress: number[] = [];
    const saved = await addTradeProduct(productForm(), { onUploadProgress: (done) => progress.push(done) });
    server.events.removeListener('request:start', listener);

    expect(saved.msg).toBe('Product added successfully.');
    expect(progress.at(-1)).toBe(1);
    expect(sent[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sent[0]?.form;
    expect(
      Object.fromEntries([...(form?.entries() ?? [])].filter(([, value]) => typeof value === 'string')),
    ).toMatchObject({
      product_type: 'Reprocessed Polymer',
      category_id: '2',
      condition_id: '3',
      supply_type: 'Regular',
      price_basis: 'Exworks',
      country: '1',
      target_country: '15',
    });
    // A file part, not text (the test environment's File is of another realm, so no instanceof).
    expect(form?.get('image1')).toMatchObject({
      name: 'regrind.png',
      type: 'image/png',
      size: pngFile().size,
    });

    const [newest, ...rest] = await getMyTradeProducts();
    expect(newest).toMatchObject({
      id: saved.id,
      name: 'HDPE Blue Drum Regrind - Naroda lot',
      price: 61,
      currency: 'INR',
      priceBasis: 'Exworks',
      city: 'Ahmedabad',
      state: 'Gujarat',
      countryName: 'India',
      categoryId: 2,
    });
    expect(newest?.image).toMatch(/^data:image\/png;base64,/);
    expect(rest.length).toBe(tradeProducts.where((row) => row.sellerid === 1).length - 1);
    expect(tradeProducts.find(saved.id)?.sellerid).toBe(1);
  });

  it('lists only the signed-in seller’s products', async () => {
    signIn(3);
    const mine = await getMyTradeProducts();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      tradeProducts.where((row) => row.sellerid === 3).map((row) => row.id),
    );
    expect(mine[0]?.image).toMatch(/^http:\/\/localhost\/demo-images\/trade\//);
  });

  it('rejects an empty form with the first message per required field', async () => {
    signIn(1);
    const empty: TradeProductForm = {
      productType: '',
      categoryId: '',
      conditionId: '',
      name: '',
      description: '',
      quantity: '',
      unit: '',
      supplyType: '',
    };
    expect(await fieldErrorsOf(addTradeProduct(empty))).toEqual({
      productType: 'The product type field is required.',
      categoryId: 'The category id field is required.',
      conditionId: 'The condition id field is required.',
      name: 'The name field is required.',
      description: 'The description field is required.',
      quantity: 'The quantity field is required.',
      unit: 'The unit field is required.',
      supplyType: 'The supply type field is required.',
    });
  });

  it('rejects unknown choices, a non-numeric price and a file that is not an image', async () => {
    signIn(1);
    const errors = await fieldErrorsOf(
      addTradeProduct({
        ...productForm(),
        categoryId: 999,
        priceBasis: 'FOR' as TradeProductForm['priceBasis'],
        price: 'sixty',
        image: textFile(),
      }),
    );
    expect(errors).toEqual({
      categoryId: 'The selected category id is invalid.',
      priceBasis: 'The selected price basis is invalid.',
      price: 'The price field must be a number.',
      image: 'The image1 field must be an image.',
    });
  });

  itRequiresSignIn({
    addTradeProduct: () => addTradeProduct(productForm()),
    getMyTradeProducts: () => getMyTradeProducts(),
  });

  itHandlesFaults({
    addTradeProduct: { endpoint: '/trade-product-add', call: () => addTradeProduct(productForm()) },
    getMyTradeProducts: { endpoint: '/my-trade-product', call: () => getMyTradeProducts() },
  });
});
