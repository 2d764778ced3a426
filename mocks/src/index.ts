export { handlers } from './handlers';
export { API_PREFIX } from './http';
export { setFaults, clearFaults, faultsFromQuery, faultKinds, type Fault, type FaultKind } from './faults';
export {
  resetDatabase,
  setPersistence,
  demoStorageNotice,
  subscribeDemoStorageNotice,
  storageNotices,
} from './db/table';
export { memoryStorage, browserStorage } from './db/storage';
export { DEMO_OTP, DEMO_PASSWORD, createSession } from './db/users';
