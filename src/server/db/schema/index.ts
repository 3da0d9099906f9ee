export * from './schools.ts';
export * from './users.ts';
export * from './menus.ts';
export * from './jobs.ts';
export * from './messaging.ts';
export * from './auth-state.ts';
export * from './library.ts';
