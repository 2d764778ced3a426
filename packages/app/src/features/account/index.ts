import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as ChatScreens from './screens/ChatScreens';

// The three chat screens are small and go together: one chunk.
const chatScreen = (name: keyof typeof ChatScreens) => async () => ({
  default: (await import('./screens/ChatScreens'))[name],
});

/** The signed-in user's own pages: dashboard, profiles, wallet and settings. */
export const accountRoutes: RouteRecord[] = [
  {
    name: 'dashboard',
    access: 'guarded',
    title: 'Dashboard',
    screen: () => import('./screens/DashboardScreen'),
  },
  {
    name: 'profile',
    access: 'guarded',
    title: 'My Profile',
    screen: () => import('./screens/MyProfileScreen'),
  },
  {
    name: 'changePassword',
    access: 'guarded',
    title: 'Change Password',
    screen: () => import('./screens/ChangePasswordScreen'),
  },
  {
    name: 'updateRole',
    access: 'guarded',
    title: 'Role Update',
    screen: () => import('./screens/RoleUpdateScreen'),
  },
  { name: 'myWallet', access: 'guarded', title: 'My Wallet', screen: () => import('./screens/WalletScreen') },
  {
    name: 'myWalletAddMoney',
    access: 'guarded',
    title: 'Add Token',
    screen: () => import('./screens/AddTokenScreen'),
  },
  {
    name: 'myTransaction',
    access: 'guarded',
    title: 'My Transaction',
    screen: () => import('./screens/MyTransactionScreen'),
  },
  {
    name: 'subscribe',
    access: 'guarded',
    title: 'Subscribe',
    screen: () => import('./screens/SubscribeScreen'),
  },
  { name: 'chat', access: 'guarded', title: 'My Chat', screen: chatScreen('ChatScreen') },
  { name: 'chatUser', access: 'guarded', title: 'Chat', screen: chatScreen('ChatUserScreen') },
  {
    name: 'chatDetails',
    access: 'guarded',
    title: 'Chat',
    screen: chatScreen('ChatDetailsScreen'),
  },
  {
    name: 'jobSeekerProfile',
    access: 'guarded',
    title: 'Job Seeker Profile',
    screen: () => import('./screens/JobSeekerProfileScreen'),
  },
  {
    name: 'contractorProfile',
    access: 'guarded',
    title: 'Contractor Profile',
    screen: () => import('./screens/ContractorProfileScreen'),
  },
  {
    name: 'institutionProfile',
    access: 'guarded',
    title: 'Institution Profile',
    screen: () => import('./screens/InstitutionProfileScreen'),
  },
  {
    name: 'financialInstitutionProfile',
    access: 'guarded',
    title: 'Financial Institution Profile',
    screen: () => import('./screens/FinancialInstitutionProfileScreen'),
  },
];
