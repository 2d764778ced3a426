import { screenSet, type RouteRecord } from '../../shared/routing/routeRecord';

const buyerTools = screenSet(() => import('./screens/buyerToolScreens'));

/** The signed-in user's own pages: dashboard, profiles, wallet and settings. */
export const accountRoutes: RouteRecord[] = [
  {
    name: 'dashboard',
    screen: () => import('./screens/DashboardScreen'),
  },
  {
    name: 'profile',
    screen: () => import('./screens/MyProfileScreen'),
  },
  {
    name: 'changePassword',
    screen: () => import('./screens/ChangePasswordScreen'),
  },
  {
    name: 'updateRole',
    screen: () => import('./screens/RoleUpdateScreen'),
  },
  { name: 'myWallet', screen: () => import('./screens/WalletScreen') },
  { name: 'myShortlist', screen: buyerTools('MyShortlistScreen') },
  { name: 'myWatchlist', screen: buyerTools('MyWatchlistScreen') },
  { name: 'mySavedSearches', screen: buyerTools('MySavedSearchesScreen') },
  {
    name: 'myWalletAddMoney',
    screen: () => import('./screens/AddTokenScreen'),
  },
  {
    name: 'myTransaction',
    screen: () => import('./screens/MyTransactionScreen'),
  },
  {
    name: 'subscribe',
    screen: () => import('./screens/SubscribeScreen'),
  },
  { name: 'chat', screen: () => import('./screens/ChatScreen') },
  { name: 'chatUser', screen: () => import('./screens/ChatUserScreen') },
  {
    name: 'chatDetails',
    screen: () => import('./screens/ChatDetailsScreen'),
  },
  {
    name: 'jobSeekerProfile',
    screen: () => import('./screens/JobSeekerProfileScreen'),
  },
  {
    name: 'contractorProfile',
    screen: () => import('./screens/ContractorProfileScreen'),
  },
  {
    name: 'institutionProfile',
    screen: () => import('./screens/InstitutionProfileScreen'),
  },
  {
    name: 'financialInstitutionProfile',
    screen: () => import('./screens/FinancialInstitutionProfileScreen'),
  },
];
