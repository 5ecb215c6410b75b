import type { ReactNode } from 'react';
import * as page from './page.css';

export type PageCardProps = {
  /** The heading's id: the card is labelled by it, and a control may be described by it. */
  titleId: string;
  title: ReactNode;
  /** The heading's class (the section title by default). */
  titleClassName?: string;
  /** `nav` for a card of links. */
  as?: 'section' | 'nav';
  children?: ReactNode;
};

/** A card of a page-level screen: a landmark labelled by its own `<h2>`. */
export function PageCard({
  titleId,
  title,
  titleClassName = page.sectionTitle,
  as: Tag = 'section',
  children,
}: PageCardProps) {
  return (
    <Tag className={page.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
