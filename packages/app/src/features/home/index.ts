// The home feature's public face: what the route table needs before the screen's chunk loads.
export { homeBanners } from './homeResources';
