export * from './schools.ts';
export * from './users.ts';
export * from './menus.ts';
