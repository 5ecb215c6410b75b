export { Button } from './Button';
