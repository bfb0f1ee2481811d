export * from './units.ts';
export * from './roles.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './resources.ts';
export * from './audit.ts';
export * from './ward-services.ts';
export * from './market.ts';
