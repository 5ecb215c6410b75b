export { LazyView } from './LazyView';
export { type LazyPart, lazyPart, preloadParts, usePartLoaded } from './lazyPart';
export { lazyWithPreload } from './lazyWithPreload';
