/**
 * What index.html's inline script needs to start a page's data early: the requests (as the endpoint functions
 * send them) and the function that starts them. No axios and no schemas come with it.
 */
export * from './requests';
export { requestPath, startEarlyRequests } from './core/early';
