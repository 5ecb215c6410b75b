// LazyView and lazyWithPreload are imported from their own files: esbuild's code splitting puts
// every file this index re-exports in the chunks of the pages that import it, so a first load
// importing LazyView from here also took lazyPart (/auth-panel's entry, over its budget).
export {
  type LazyPart,
  lazyPart,
  lazyValue,
  preloadParts,
  useLazyValue,
  usePartLoaded,
} from './lazyPart';
