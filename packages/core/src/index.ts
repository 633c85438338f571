export * from './api.ts';
export * from './constants.ts';
export * from './roles.ts';
export * from './document/index.ts';
