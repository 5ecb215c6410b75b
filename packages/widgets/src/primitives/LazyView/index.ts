// LazyView and lazyWithPreload are imported from their own files: a page that imports them
// through this index would also reach lazyPart's file, and esbuild (which splits by file) would
// then put lazyPart in that page's first load as soon as a lazily loaded view uses it.
export { type LazyPart, lazyPart, preloadParts, usePartLoaded } from './lazyPart';
