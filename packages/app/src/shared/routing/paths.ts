/**
 * Every path of the spec's route table (document 1 section 2, with the machine, seller, scrappage and job paths
 * of documents 2 and 3). Named routes whose paths the spec does not show got the path their screen name implies.
 */
export const paths = {
  home: '/',
  contactUs: '/contact-us',
  connect: '/connect',
  manpower: '/manpower',
  manpowerExecutiveCategories: '/manpower-executives-category',
  manpowerExecutives: '/manpower-executives',
  manpowerExecutiveDetails: '/manpower-executives-details',
  manpowerLabours: '/manpower-labours',
  manpowerLaboursView: '/manpower-labours-view',
  manpowerLabourDetails: '/manpower-labours-details',
  institutionalPlacements: '/manpower/institutional-placements',
  institutionalPlacementDetails: '/manpower/institutional-placements/details',
  trade: '/trade',
  educate: '/educate',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',

  login: '/login',
  register: '/register',
  registerVerify: '/register-verify',
  loginWithOtp: '/login-with-otp',
  loginWithOtpVerify: '/login-with-otp-verify',

  manpowerJobs: '/manpower-jobs',
  manpowerJobDetails: '/manpower-jobs-details',
  tradeProductAdd: '/trade-product-add',
  tradeProductDetails: '/trade-product-details',
  tradeProducts: '/trade-product',
  profile: '/profile',
  dashboard: '/dashboard',
  jobSeekerProfile: '/job-seeker-profile',
  institutionProfile: '/institution-profile',
  contractorProfile: '/contractor-profile',
  financialInstitutionProfile: '/financial-institution-profile',
  blogs: '/blogs',
  blogList: '/blogs-list',
  blogDetails: '/blogs-details',
  qa: '/qa',
  qaCategory: '/qa/:id',
  qaDetails: '/qa/details/:id',
  knowYourPolymer: '/know-your-polymer',
  knowYourProduct: '/know-your-product',
  polymerProducts: '/polymer-product',
  polymerProductDetails: '/polymer-product-details',
  money: '/money',
  moneyDetails: '/money-details',
  machine: '/machine',
  machineType: '/machine-type',
  injectionMachines: '/injection-machine',
  injectionMachineDetails: '/injection-machine-details',
  blowMoldingMachines: '/blow-molding-machine',
  blowMoldingMachineDetails: '/blow-molding-machine-details',
  extruderMachines: '/extruder-machine',
  extruderMachineDetails: '/extruder-machine-details',
  utilityMachines: '/utility-machine',
  utilityMachineDetails: '/utility-machine-details',
  auxiliaryMachines: '/auxiliary-machine',
  auxiliaryMachineDetails: '/auxiliary-machine-details',
  toolAndDie: '/tool-and-die',
  toolAndDieDetails: '/tool-and-die-details',
  materialBrands: '/material-brand',
  materials: '/material',
  materialDetails: '/material-details',
  // Not in the existing product: up to three materials side by side, with a shareable URL (`?compare=1,2,3`).
  materialCompare: '/material-compare',
  // Not in the existing product: up to three machines of a kind side by side (`?kind=injection&compare=1,2,3`).
  machineCompare: '/machine-compare',
  productAdd: '/product-add',
  productView: '/product-view',
  machineAdd: '/machine-add',
  machineView: '/machine-view',
  buyMachine: '/buy-machine',
  injectionMachineAdd: '/injection-molding-machine-add',
  blowMoldingMachineAdd: '/blow-molding-machine-add',
  extruderMachineAdd: '/extruder-machine-add',
  toolDieAdd: '/tool-die-machine-add',
  myInjectionMachines: '/injection-molding-machine-view',
  myBlowMoldingMachines: '/my-blow-molding-machine-view',
  myExtruderMachines: '/my-extruder-machine-view',
  myToolDie: '/my-tool-die-machine-view',
  myInjectionMachineDetails: '/my-injection-molding-machine-details',
  myBlowMoldingMachineDetails: '/my-blow-molding-machine-details',
  myExtruderMachineDetails: '/my-extruder-machine-details',
  myToolDieDetails: '/my-tool-die-machine-details',
  injectionMachineEdit: '/injection-molding-machine-edit',
  blowMoldingMachineEdit: '/blow-molding-machine-edit',
  extruderMachineEdit: '/extruder-machine-edit',
  toolDieEdit: '/tool-die-machine-edit',
  toolMachineAdd: '/tool-machine-add',
  toolMachineEdit: '/tool-machine-edit',
  updateRole: '/update-role',
  polymers: '/polymers',
  carScrappage: '/car-scrappage',
  knowYourCarStatus: '/know-your-car-status',
  scrapCarDealer: '/scrap-car-dealer',
  policyUpdate: '/policy-update',
  carFitnessCenter: '/car-fitness-center',
  carStatus: '/car-status',
  downloadPriceList: '/download-price-list',
  materialDealer: '/material-dealer',
  myWallet: '/my-wallet',
  myShortlist: '/my-shortlist',
  mySavedSearches: '/my-saved-searches',
  myWatchlist: '/my-watchlist',
  myWalletAddMoney: '/my-wallet-add-money',
  myTransaction: '/my-transaction',
  chat: '/chat',
  chatUser: '/chat-user',
  chatDetails: '/chat-details',
  changePassword: '/change-password',
  subscribe: '/subscribe',
} as const;

export type PathName = keyof typeof paths;

/**
 * Builds a link: fills `:params` and appends the query (the URL carries selections so pages can be shared;
 * browser storage is only the fallback).
 */
export function href(
  name: PathName,
  options: {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
  } = {},
): string {
  let path: string = paths[name];
  for (const [key, value] of Object.entries(options.params ?? {})) {
    path = path.replace(`:${key}`, encodeURIComponent(String(value)));
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Only a path on the app's own origin may be a post-login destination. It is resolved the way the browser
 * would resolve it (so "/\\evil.example", "/\t/evil.example" and "//evil.example" all leave the origin and are
 * refused) and followed only when it stays; what is returned is the resolved path, query and hash.
 */
export function safeNextPath(
  next: string | null | undefined,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string | null {
  if (!next || !next.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
