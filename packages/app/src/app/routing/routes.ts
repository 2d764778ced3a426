import type { ComponentType } from 'react';
import { paths, type PathName } from './paths';
import type { ResourceRequest } from '../../shared/resources.slice';
import { homeBanners } from '../../features/home';

/** Who may open a route: anyone, only visitors without a token, or only signed-in users. */
export type Access = 'open' | 'guest' | 'guarded';

type ScreenModule = { default: ComponentType };

export interface RouteDef {
  name: PathName;
  path: string;
  access: Access;
  /** The section's name: the page title, and the heading of a screen that is not built yet. */
  title: string;
  /** The lazily loaded screen; routes without one show a page naming their section. */
  load?: () => Promise<ScreenModule>;
  /** Data the screen needs at once, requested when the route matches rather than after its chunk loads. */
  preload?: ResourceRequest[];
}

const open: PathName[] = [
  'home',
  'contactUs',
  'connect',
  'manpower',
  'manpowerExecutiveCategories',
  'manpowerExecutives',
  'manpowerExecutiveDetails',
  'manpowerLabours',
  'manpowerLaboursView',
  'manpowerLabourDetails',
  'institutionalPlacements',
  'institutionalPlacementDetails',
  'trade',
  'educate',
  'aboutUs',
  'privacyPolicy',
  'termsOfUse',
];

const guest: PathName[] = ['login', 'register', 'registerVerify', 'loginWithOtp', 'loginWithOtpVerify'];

const titles: Record<PathName, string> = {
  home: 'Home',
  contactUs: 'Contact Us',
  connect: 'Connect',
  manpower: 'Manpower',
  manpowerExecutiveCategories: 'Executive Categories',
  manpowerExecutives: 'Executives',
  manpowerExecutiveDetails: 'Executive Details',
  manpowerLabours: 'Labour Contractors',
  manpowerLaboursView: 'Labour Contractors',
  manpowerLabourDetails: 'Labour Contractor Details',
  institutionalPlacements: 'Institutional Placements',
  institutionalPlacementDetails: 'Institutional Placement Details',
  trade: 'Trade',
  educate: 'Educate',
  aboutUs: 'About Us',
  privacyPolicy: 'Privacy Policy',
  termsOfUse: 'Terms of Use',
  login: 'Login',
  register: 'Register',
  registerVerify: 'Register',
  loginWithOtp: 'Login With OTP',
  loginWithOtpVerify: 'Verify OTP',
  manpowerJobs: 'Jobs',
  manpowerJobDetails: 'Job Details',
  tradeProductAdd: 'Add Trade Product',
  tradeProductDetails: 'Trade Product Details',
  tradeProducts: 'Trade Products',
  profile: 'My Profile',
  dashboard: 'Dashboard',
  jobSeekerProfile: 'Job Seeker Profile',
  institutionProfile: 'Institution Profile',
  contractorProfile: 'Contractor Profile',
  financialInstitutionProfile: 'Financial Institution Profile',
  blogs: 'Blogs',
  blogList: 'Blogs',
  blogDetails: 'Blog Details',
  qa: 'Q&A',
  qaCategory: 'Q&A',
  qaDetails: 'Q&A Details',
  knowYourPolymer: 'Know Your Polymer',
  knowYourProduct: 'Know Your Product Composition',
  polymerProducts: 'Polymer Products',
  polymerProductDetails: 'Polymer Product Details',
  money: 'Money',
  moneyDetails: 'Financial Institution Details',
  machine: 'Machine',
  machineType: 'Select Machine for',
  injectionMachines: 'Injection Molding Machine',
  injectionMachineDetails: 'Injection Molding Machine Details',
  blowMoldingMachines: 'Blow Molding Machine',
  blowMoldingMachineDetails: 'Blow Molding Machine Details',
  extruderMachines: 'Extruder Machine',
  extruderMachineDetails: 'Extruder Machine Details',
  utilityMachines: 'Utility Machine',
  utilityMachineDetails: 'Utility Machine Details',
  auxiliaryMachines: 'Auxiliary Machine',
  auxiliaryMachineDetails: 'Auxiliary Machine Details',
  toolAndDie: 'Tool and Die',
  toolAndDieDetails: 'Tool and Die Details',
  materialBrands: 'Material',
  materials: 'Materials',
  materialDetails: 'Material Details',
  productAdd: 'Product Add',
  productView: 'My Products',
  machineAdd: 'Machine Add',
  machineView: 'Machine View',
  buyMachine: 'Buy Machine',
  injectionMachineAdd: 'Injection Molding Machine Add',
  blowMoldingMachineAdd: 'Blow Molding Machine Add',
  extruderMachineAdd: 'Extruder Machine Add',
  toolDieAdd: 'Tool and Die Add',
  myInjectionMachines: 'My Injection Molding Machines',
  myBlowMoldingMachines: 'My Blow Molding Machines',
  myExtruderMachines: 'My Extruder Machines',
  myToolDie: 'My Tool and Die',
  myInjectionMachineDetails: 'Injection Molding Machine Details',
  myBlowMoldingMachineDetails: 'My Blow Molding Machine Details',
  myExtruderMachineDetails: 'My Extruder Machine Details',
  myToolDieDetails: 'My Tool and Die Details',
  injectionMachineEdit: 'Injection Molding Machine Edit',
  blowMoldingMachineEdit: 'Blow Molding Machine Edit',
  extruderMachineEdit: 'Extruder Machine Edit',
  toolDieEdit: 'Tool and Die Edit',
  toolMachineAdd: 'Tool and Die Machine Add',
  toolMachineEdit: 'Tool and Die Machine Edit',
  updateRole: 'Role Update',
  polymers: 'Polymers',
  carScrappage: 'Car Scrappage',
  knowYourCarStatus: 'Know Your Car Status',
  scrapCarDealer: 'Scrap Car Dealers',
  policyUpdate: 'Policy Update',
  carFitnessCenter: 'Car Fitness Centres',
  carStatus: 'Car Status',
  downloadPriceList: 'Price List',
  materialDealer: 'Dealers',
  myWallet: 'My Wallet',
  myWalletAddMoney: 'Add Token',
  myTransaction: 'My Transaction',
  chat: 'My Chat',
  chatUser: 'Chat',
  chatDetails: 'Chat',
  changePassword: 'Change Password',
  subscribe: 'Subscribe',
};

/** Screens built so far; each is its own chunk. */
const screens: Partial<Record<PathName, () => Promise<ScreenModule>>> = {
  home: () => import('../../features/home/screens/HomeScreen'),
  connect: () => import('../../features/connect/screens/ConnectScreen'),
  login: () => import('../../features/auth/screens/LoginScreen'),
  aboutUs: () => import('../../features/content/screens/AboutUsScreen'),
  privacyPolicy: () => import('../../features/content/screens/PrivacyPolicyScreen'),
  termsOfUse: () => import('../../features/content/screens/TermsOfUseScreen'),
  contactUs: () => import('../../features/content/screens/ContactUsScreen'),
  loginWithOtp: () => import('../../features/auth/screens/LoginWithOtpScreen'),
  loginWithOtpVerify: () => import('../../features/auth/screens/OtpVerifyScreen'),
  register: () => import('../../features/auth/screens/RegisterScreen'),
  registerVerify: () => import('../../features/auth/screens/RegisterDetailsScreen'),
  dashboard: () => import('../../features/account/screens/DashboardScreen'),
  profile: () => import('../../features/account/screens/MyProfileScreen'),
  changePassword: () => import('../../features/account/screens/ChangePasswordScreen'),
  updateRole: () => import('../../features/account/screens/RoleUpdateScreen'),
  myWallet: () => import('../../features/account/screens/WalletScreen'),
  myWalletAddMoney: () => import('../../features/account/screens/AddTokenScreen'),
  myTransaction: () => import('../../features/account/screens/MyTransactionScreen'),
  jobSeekerProfile: () => import('../../features/account/screens/JobSeekerProfileScreen'),
  contractorProfile: () => import('../../features/account/screens/ContractorProfileScreen'),
  institutionProfile: () => import('../../features/account/screens/InstitutionProfileScreen'),
  financialInstitutionProfile: () =>
    import('../../features/account/screens/FinancialInstitutionProfileScreen'),
};

const preloads: Partial<Record<PathName, ResourceRequest[]>> = {
  home: [homeBanners as ResourceRequest],
};

const accessOf = (name: PathName): Access =>
  open.includes(name) ? 'open' : guest.includes(name) ? 'guest' : 'guarded';

/** The one route table: every path with its guard, as data. */
export const routes: RouteDef[] = (Object.keys(paths) as PathName[]).map((name) => ({
  name,
  path: paths[name],
  access: accessOf(name),
  title: titles[name],
  load: screens[name],
  preload: preloads[name],
}));
