import { lazyPart } from '../../primitives/LazyView';

/** The user menu's panel with its Floating UI part, loaded when the avatar is approached. */
export const LazyUserMenuPanel = lazyPart(() =>
  import('./UserMenuPanel').then((m) => m.UserMenuPanel),
);
