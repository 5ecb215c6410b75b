export { Button, type ButtonProps } from './Button';
export { type ButtonVariants, button as buttonRecipe } from './Button.css';
