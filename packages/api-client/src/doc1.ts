// Endpoints of spec document 1. Each domain file is re-exported here.
export * from './endpoints/lookups';
export * from './endpoints/accounts';
export * from './endpoints/manpower';
export * from './endpoints/trade';
export * from './endpoints/chat';
export * from './endpoints/wallet';
export * from './endpoints/pages';
