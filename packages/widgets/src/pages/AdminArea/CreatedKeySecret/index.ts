export { CreatedKeySecret } from './CreatedKeySecret';
