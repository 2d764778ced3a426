// Endpoints of spec document 2. Each domain file is re-exported here.
export * from './endpoints/blogs';
export * from './endpoints/qa';
export * from './endpoints/money';
export * from './endpoints/machines';
export * from './endpoints/toolRooms';
export * from './endpoints/materials';
export * from './endpoints/polymers';
export type { ListingSeller } from './endpoints/listingSeller';
