// LazyView is imported from its own file: esbuild's code splitting puts every file this index
// re-exports in the chunks of the pages that import it.
export {
  lazyPart,
  lazyValue,
  preloadParts,
  useLazyValue,
} from './lazyPart';
