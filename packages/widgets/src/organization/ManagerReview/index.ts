export { ManagerReview, type ManagerReviewProps } from './ManagerReview';
