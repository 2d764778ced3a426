import { describe, expect, it } from 'vitest';
import { createStore } from '../../testing/store';
import { screenShown } from './pageReady';
import { resourceFailed, resourceLoaded, resourceLoading } from '../data/data.slice';

const afterPaintAndIdle = () => new Promise((resolve) => setTimeout(resolve, 100));
/** Ready comes after a paint and an idle moment, which a busy machine (CI beside the browser tests) may delay. */
const becomesReady = (store: ReturnType<typeof createStore>) =>
  expect.poll(() => store.getState().page.ready, { timeout: 5000 }).toBe(true);

describe('page ready', () => {
  it('waits for a screen to show', async () => {
    const store = createStore();
    await afterPaintAndIdle();
    expect(store.getState().page.ready).toBe(false);
    store.dispatch(screenShown());
    await becomesReady(store);
  });

  it('waits for the data the screen asked for to answer', async () => {
    const store = createStore();
    store.dispatch(resourceLoading({ key: 'list', params: { page: 1 }, background: false }));
    store.dispatch(resourceLoading({ key: 'cities', params: null, background: false }));
    store.dispatch(screenShown());
    store.dispatch(resourceLoaded({ key: 'list', params: { page: 1 }, data: [], at: Date.now() }));
    await afterPaintAndIdle();
    expect(store.getState().page.ready).toBe(false);
    store.dispatch(resourceFailed({ key: 'cities', params: null, error: 'Offline', retryable: true }));
    await becomesReady(store);
  });

  it('waits for the pictures the page shows at once', async () => {
    document.body.innerHTML =
      '<main><img src="/photo.jpg" alt=""><img src="/below.jpg" alt="" loading="lazy"></main>';
    const [photo, below] = [...document.querySelectorAll('img')];
    for (const image of [photo, below]) Object.defineProperty(image, 'complete', { value: false });
    const store = createStore();
    store.dispatch(screenShown());
    await afterPaintAndIdle();
    expect(store.getState().page.ready).toBe(false);
    photo?.dispatchEvent(new Event('load'));
    await becomesReady(store);
    document.body.innerHTML = '';
  });
});
