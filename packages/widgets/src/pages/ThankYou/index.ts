export { ThankYou, type ThankYouProps } from './ThankYou';
