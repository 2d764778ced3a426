/**
 * The app's store, for tests of any layer: tests and stories may use src/testing (which, like the app, may
 * import every layer), never app/ directly.
 */
export { createStore } from '../app/store';
