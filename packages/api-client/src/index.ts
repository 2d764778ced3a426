export * from './core';
export * from './endpoints/home';
export * from './doc1';
export * from './doc2';
export * from './doc3';
