// Endpoints of spec document 3. Each domain file is re-exported here.
export * from './endpoints/roles';
export * from './endpoints/carScrappage';
export * from './endpoints/priceLists';
export * from './endpoints/jobs';
