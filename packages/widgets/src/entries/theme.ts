// @rolescope/widgets/theme: the theme helpers alone, for React Server Components. Plain
// functions and types with no React, no stylesheet and no "use client" directive (the build
// bundles this entry by itself), so a Server Component (a Next.js layout, say) can compute a
// theme and pass it, plain data, to the client component that renders RolescopeProvider.
export {
  darkTheme,
  lightTheme,
  type RolescopeTheme,
  type ThemeOptions,
} from '../theme/createTheme';
