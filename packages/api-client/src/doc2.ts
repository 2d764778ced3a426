// Endpoints of spec document 2. Each domain file is re-exported here.
export * from './endpoints/materials';
