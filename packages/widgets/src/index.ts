// Primitives
export { Avatar, type AvatarProps, initialsOf } from './primitives/Avatar';
export { Button, type ButtonProps, type ButtonVariants, buttonRecipe } from './primitives/Button';
export {
  CAROUSEL_INTERVAL_MS,
  Carousel,
  type CarouselProps,
  useReducedMotion,
} from './primitives/Carousel';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox';
export { Dialog, type DialogProps } from './primitives/Dialog';
export { OTP_LENGTH, OtpInput, type OtpInputProps } from './primitives/OtpInput';
export { PasswordField, type PasswordFieldProps } from './primitives/PasswordField';
export { PortalRootContext, usePortalRoot } from './primitives/portal';
export { Select, type SelectOption, type SelectProps } from './primitives/Select';
export { Switch, type SwitchProps } from './primitives/Switch';
export { TextField, type TextFieldProps } from './primitives/TextField';
export {
  DEFAULT_TOAST_DURATION_MS,
  TOAST_HOTKEY_LABEL,
  Toast,
  type ToastApi,
  type ToastItem,
  type ToastOptions,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  type ToastVariant,
  useToast,
} from './primitives/Toast';
export { TOOLTIP_DELAY_MS, Tooltip, type TooltipProps } from './primitives/Tooltip';
// Provider
export {
  CACHE_TIME_MS,
  createRolescopeQueryClient,
  defaultQueryOptions,
  isAuthError,
  MAX_RETRIES,
  type NavigateFn,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  type RolescopeContextValue,
  RolescopeProvider,
  type RolescopeProviderProps,
  retryDelay,
  shouldRetry,
  useRolescope,
} from './provider';
// Session
export {
  authLoadingAtom,
  currentEmailAtom,
  isAuthenticatedAtom,
  isLoadingAtom,
  userAtom,
  useSession,
} from './session';
// Strings
export {
  type DeepPartial,
  en,
  formatString,
  type Localization,
  mergeStrings,
  type Strings,
  StringsContext,
  useStrings,
} from './strings';
// Theme
export {
  accentVars,
  applyThemeVars,
  type ColorScheme,
  type ColorTokens,
  contrastRatio,
  darkColors,
  darkTheme,
  lightColors,
  lightTheme,
  type RolescopeTheme,
  rootSelector,
  type ThemeOptions,
  themeRoot,
  vars,
  visuallyHidden,
} from './theme';
