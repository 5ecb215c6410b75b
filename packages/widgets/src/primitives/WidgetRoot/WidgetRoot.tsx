import type { JSX, ReactNode } from 'react';
import { widgetRootAttribute } from '../../theme/resetSelector';
import { widgetRoot } from './WidgetRoot.css';

const marker = { [widgetRootAttribute]: '', className: widgetRoot };

/**
 * The element around everything a widget renders: the scoped reset applies under it only, so
 * a host's own markup inside the provider (a portal header, say) keeps the host's styles.
 */
export function WidgetRoot({ children }: { children: ReactNode }) {
  return <div {...marker}>{children}</div>;
}

/** The same marker as props (attribute and class), for an element that is a widget root itself (a portal). */
export const widgetRootProps = marker;

/** `Widget` inside its `WidgetRoot`: how an entry exports a widget. */
export const withWidgetRoot = <P extends object>(
  Widget: (props: P) => ReactNode,
): ((props: P) => JSX.Element) => {
  function Rooted(props: P): JSX.Element {
    return (
      <WidgetRoot>
        <Widget {...props} />
      </WidgetRoot>
    );
  }
  Rooted.displayName = Widget.name;
  return Rooted;
};
