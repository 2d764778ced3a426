/**
 * The selection hand-off between screens. The spec keeps choices (product id, executive id, machine type...)
 * in browser storage; we also put them in the URL query so a page can be shared, bookmarked and refreshed.
 * Reading: the URL wins, storage is the fallback. Writing happens in sagas (selectionMade), not in screens.
 */
import { browserStorage } from './browserStorage';

export const selectionKeys = {
  tradeType: { key: 'trade_type', storage: 'session' },
  productId: { key: 'product_id', storage: 'session' },
  productCategoryId: { key: 'product_category_id', storage: 'session' },
  executiveCategoryId: { key: 'executive_category_id', storage: 'session' },
  executiveCategoryName: { key: 'executive_category_name', storage: 'session' },
  executiveId: { key: 'executive_id', storage: 'session' },
  labourId: { key: 'labour_id', storage: 'session' },
  institutionId: { key: 'institution_id', storage: 'session' },
  blogCategoryId: { key: 'blog_category_id', storage: 'session' },
  blogCategoryName: { key: 'blog_category_name', storage: 'session' },
  blogId: { key: 'blog_id', storage: 'session' },
  // The spec puts a Q&A category in the path (/qa/{id}); a question's page carries it to find the question.
  qaCategoryId: { key: 'qa_category_id', storage: 'session' },
  polymerId: { key: 'polymer_id', storage: 'session' },
  industryId: { key: 'industry_id', storage: 'session' },
  industryName: { key: 'industry_name', storage: 'session' },
  polymerProductId: { key: 'polymer_product_id', storage: 'session' },
  manpowerCountry: { key: 'country_type', storage: 'session' },
  manpowerCategoryId: { key: 'manpower_category_id', storage: 'session' },
  machineType: { key: 'machine_type', storage: 'session' },
  machineName: { key: 'machine_name', storage: 'session' },
  machineId: { key: 'machine_id', storage: 'session' },
  // The list card's size, sent with the details call so that similar machines are of a like size (document 2).
  machineSize: { key: 'machine_size', storage: 'session' },
  toolMachineId: { key: 'tool_machine_id', storage: 'session' },
  // A seller's own listings (document 3: "own machine ids"): the machine or tool room company, and its machine.
  ownMachineId: { key: 'my_machine_id', storage: 'session' },
  ownToolRoomId: { key: 'my_tool_room_id', storage: 'session' },
  ownToolMachineId: { key: 'my_tool_machine_id', storage: 'session' },
  financialInstitutionId: { key: 'financial_institution_id', storage: 'session' },
  chatUserId: { key: 'chat_user_id', storage: 'session' },
  chatListingId: { key: 'chat_listing_id', storage: 'session' },
  chatListingType: { key: 'chat_listing_type', storage: 'session' },
  materialId: { key: 'material_id', storage: 'session' },
  brandId: { key: 'brand_id', storage: 'session' },
  brandName: { key: 'brand_name', storage: 'session' },
  jobId: { key: 'job_id', storage: 'session' },
  stateId: { key: 'state_id', storage: 'session' },
  cityId: { key: 'city_id', storage: 'session' },
  materialCity: { key: 'material_city', storage: 'local' },
  compareList: { key: 'compare', storage: 'local' },
  // Each machine kind's compare list, in one key: `injection=1%2C2&extruder=7` (features/machines).
  machineCompareLists: { key: 'machine_compare', storage: 'local' },
} as const;

export type SelectionName = keyof typeof selectionKeys;

const store = (name: SelectionName) => browserStorage(selectionKeys[name].storage);

export function readSelection(name: SelectionName, search: string = window.location.search): string | null {
  const { key } = selectionKeys[name];
  const fromUrl = new URLSearchParams(search).get(key);
  if (fromUrl) return fromUrl;
  return store(name).getItem(key);
}

export function writeSelection(name: SelectionName, value: string | null) {
  const target = store(name);
  const { key } = selectionKeys[name];
  if (value === null || value === '') target.removeItem(key);
  else target.setItem(key, value);
}
