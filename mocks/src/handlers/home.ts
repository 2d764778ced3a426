import { get, json } from '../http';
import { banners } from '../seed/banners';

export const homeHandlers = [
  get('/connect-banners', (context) =>
    json(context, { banners: banners.all().map(({ image }) => ({ image })) }),
  ),
];
