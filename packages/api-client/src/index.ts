export * from './core';
export * from './endpoints/home';
