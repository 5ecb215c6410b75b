export { LazyView, type LazyViewProps } from './LazyView';
export { lazyWithPreload, type PreloadableComponent } from './lazyWithPreload';
