import { machineKindPageList } from '@plastihub/api-client/machineKindPages';
import { machinePathNames, paths, type PathName } from './paths';

/**
 * The browsing pages: lists and listing details, never contact, chat or an account page. The spec gives two
 * readings of visitor access; its route table guards these, as a build does unless `VITE_OPEN_BROWSING=on` opens
 * them to visitors (docs/deploy.md, "Open browsing"; app/routing/routes.ts applies it).
 */
export const browsingRoutes: readonly PathName[] = [
  'tradeProducts',
  'tradeProductDetails',
  'machine',
  'machineType',
  'buyMachine',
  ...machineKindPageList.flatMap((kind) => Object.values(machinePathNames(kind.name))),
  'machineCompare',
  'toolAndDie',
  'toolAndDieDetails',
  'materialBrands',
  'materials',
  'materialDetails',
  'materialDealer',
  'money',
  'moneyDetails',
  'manpowerJobs',
  'manpowerJobDetails',
  'blogs',
  'blogList',
  'blogDetails',
  'qa',
  'qaCategory',
  'qaDetails',
  'knowYourPolymer',
  'polymers',
  'knowYourProduct',
  'polymerProducts',
  'polymerProductDetails',
];

/** This build opens the browsing pages to visitors. */
export const openBrowsingOn = import.meta.env.VITE_OPEN_BROWSING === 'on';

const browsingPaths = new Set<string>(browsingRoutes.map((name) => paths[name]));

/**
 * Whether a visitor sees this page only because the build opens browsing: its contact details then ask them to
 * sign in (a page the spec opens to visitors keeps its contact reveal).
 */
export const openedForVisitors = (pathname: string, opened: boolean = openBrowsingOn) =>
  opened && browsingPaths.has(pathname);
