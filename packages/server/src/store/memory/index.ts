export { createMemoryStore, MemoryStore } from './memoryStore';
