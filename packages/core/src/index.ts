export * from './api.ts';
export * from './calendar-days.ts';
export * from './colour.ts';
export * from './constants.ts';
export * from './document/index.ts';
export * from './publication.ts';
export * from './roles.ts';
export * from './validation.ts';
