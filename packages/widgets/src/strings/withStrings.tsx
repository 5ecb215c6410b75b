import type { JSX, ReactNode } from 'react';
import { WidgetRoot } from '../primitives/WidgetRoot';
import type { Strings } from './en';
import { registerStrings } from './registry';

const registered = new WeakSet<object>();

/**
 * The texts a widget reads: the areas in one object, or a list of them and of lists
 * (`personAreas.ts`, `areas.ts`).
 */
type Areas = Partial<Strings> | readonly (Partial<Strings> | readonly Partial<Strings>[])[];

/** Registers `areas` once, however often it is called (a widget calls it on each render). */
const ensureStrings = (areas: Areas): void => {
  if (registered.has(areas)) return;
  registered.add(areas);
  registerStrings(Array.isArray(areas) ? Object.assign({}, ...areas.flat()) : areas);
};

/**
 * The main entry's binding of a widget: inside its `WidgetRoot` (where the scoped reset applies),
 * it registers the default texts the widget reads when it first renders, not when the entry loads, so a host's bundler drops the texts of the widgets
 * the host does not use (the call is marked pure where it is made).
 */
export const withStrings = <P extends object>(
  Widget: (props: P) => ReactNode,
  areas: Areas,
): ((props: P) => JSX.Element) => {
  function WithStrings(props: P): JSX.Element {
    ensureStrings(areas);
    return (
      <WidgetRoot>
        <Widget {...props} />
      </WidgetRoot>
    );
  }
  WithStrings.displayName = Widget.name;
  return WithStrings;
};

/**
 * The main entry's `useStrings`: its areas registered first (every area but the organisation
 * widgets' own, which those widgets register when they render).
 */
export const withAllStrings =
  <T,>(hook: () => T, areas: Areas): (() => T) =>
  () => {
    ensureStrings(areas);
    return hook();
  };
