export { LazyView } from './LazyView';
export { lazyWithPreload } from './lazyWithPreload';
