export { CAROUSEL_INTERVAL_MS, Carousel } from './Carousel';
