export * from './admin';
export * from './auth';
export * from './catalog';
export * from './common';
export * from './endpoints';
export * from './reports';
export * from './scoring';
