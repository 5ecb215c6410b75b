export { createMemoryStore, MemoryStore } from './memory';
export * from './types';
