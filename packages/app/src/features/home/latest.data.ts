import { getFrontPage } from '@plastihub/api-client';
import { defineResource } from '../../shared/data/definitions';

/** The newest trade products and blogs (GET /front), below the home page's tiles once the page is ready. */
export const latestListings = defineResource('home.latest', (_params: null, options) =>
  getFrontPage(options),
);
