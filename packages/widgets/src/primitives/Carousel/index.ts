export { CAROUSEL_INTERVAL_MS, Carousel, type CarouselProps } from './Carousel';
export { useReducedMotion } from './useReducedMotion';
