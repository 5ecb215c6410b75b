export { THANK_YOU_COUNTDOWN_SECONDS, ThankYou, type ThankYouProps } from './ThankYou';
