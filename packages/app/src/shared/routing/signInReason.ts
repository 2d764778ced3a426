import { machineKindPageList } from '@plastihub/api-client/machineKindPages';
import { machinePathNames, paths, type PathName } from './paths';

/**
 * What a guarded link was, said on the Login page it led a visitor to: "Sign in to see this injection molding
 * machine", "Sign in to see Virgin Polymers listings". From the link's path and query alone (a guest can ask the
 * server nothing); a link this table does not know reads "Sign in to open the page you were sent".
 */
const linkPurposes: Partial<Record<PathName, string>> = {
  tradeProducts: 'trade listings',
  tradeProductDetails: 'this trade listing',
  machine: 'machines',
  machineType: 'machines',
  buyMachine: 'machines for sale',
  // "injection molding machines", "this injection molding machine".
  ...Object.fromEntries(
    machineKindPageList.flatMap((kind) => {
      const names = machinePathNames(kind.name);
      const title = kind.title.toLowerCase();
      return [
        [names.list, `${title}s`],
        [names.details, `this ${title}`],
      ];
    }),
  ),
  machineCompare: 'this machine comparison',
  toolAndDie: 'tool rooms',
  toolAndDieDetails: 'this tool room',
  materialBrands: 'material brands and prices',
  materials: 'material prices',
  materialDetails: 'this material and its prices',
  materialDealer: 'material dealers',
  downloadPriceList: 'the price lists',
  money: 'financial institutions',
  moneyDetails: 'this financial institution',
  manpowerJobs: 'jobs',
  manpowerJobDetails: 'this job',
  blogs: 'the blogs',
  blogList: 'these blogs',
  blogDetails: 'this blog post',
  qa: 'questions and answers',
  qaCategory: 'these questions',
  qaDetails: 'this question and its answers',
  knowYourPolymer: 'polymer knowledge',
  polymers: 'this polymer',
  knowYourProduct: 'polymer products',
  polymerProducts: 'polymer products',
  polymerProductDetails: 'this polymer product',
  carScrappage: 'car scrappage',
  scrapCarDealer: 'scrap car dealers',
  carFitnessCenter: 'car fitness centres',
  carStatus: 'this car status',
  chat: 'your chats',
  chatUser: 'this chat',
  chatDetails: 'this chat',
  dashboard: 'your dashboard',
  myWallet: 'your wallet',
  myTransaction: 'your token use',
  myShortlist: 'your shortlist',
  myWatchlist: 'your watchlist',
  mySavedSearches: 'your saved searches',
};

/** The list's own choice, when the link names one: `trade_type=Virgin Polymers` -> "Virgin Polymers". */
const choiceParams = ['trade_type'];

const byPath = new Map<string, PathName>(
  Object.entries(paths).map(([name, path]): [string, PathName] => [path, name as PathName]),
);

export function signInReason(next: string | null): string | null {
  if (!next?.startsWith('/')) return null;
  const url = new URL(next, 'http://link.invalid');
  // Only this site's links ("//elsewhere.example" is another site's), as sign-in only ever returns to those.
  if (url.origin !== 'http://link.invalid') return null;
  const name = byPath.get(url.pathname);
  const purpose = name && linkPurposes[name];
  if (!purpose) return 'Sign in to open the page you were sent';
  const choice = choiceParams.map((param) => url.searchParams.get(param)?.trim()).find(Boolean);
  return `Sign in to see ${choice && !purpose.startsWith('this') ? `${choice} listings` : purpose}`;
}
