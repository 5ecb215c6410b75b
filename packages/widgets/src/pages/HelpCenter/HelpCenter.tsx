import { useId } from 'react';
import { Accordion } from '../../primitives/Accordion';
import { Button } from '../../primitives/Button';
import { useStrings } from '../../strings';
import { visuallyHidden } from '../../theme';
import { PageCard } from '../shared/PageCard';
import * as page from '../shared/page.css';
import { ContactForm } from './ContactForm';
import * as styles from './HelpCenter.css';
import { HelpSideCards } from './HelpSideCards';

type HelpLinks = {
  userGuide: string;
  communityForum: string;
  privacyPolicy: string;
  billingSupport: string;
};

/** Placeholder targets of the quick links (the specification gives none). */
const defaultHelpLinks: HelpLinks = {
  userGuide: '/help/user-guide',
  communityForum: '/help/community',
  privacyPolicy: '/help/privacy-policy',
  billingSupport: '/help/billing',
};

export type HelpCenterProps = {
  /** "Back"; default: `window.history.back()`. */
  onBack?: () => void;
  /** The quick links' targets (each opens in a new tab). */
  links?: HelpLinks;
  /** Called when the simulated send completes; default: `window.alert` with the thanks. */
  onContactSent?: () => void;
  className?: string;
};

/**
 * Help and Support: Back, quick links (new tabs), a single-open FAQ accordion with six
 * questions, the contact form (simulated send), and contact, hours and status cards.
 */
export function HelpCenter({
  onBack,
  links = defaultHelpLinks,
  onContactSent,
  className,
}: HelpCenterProps) {
  const strings = useStrings();
  const s = strings.help;
  const h = strings.helpCenter;
  const id = useId();
  const quickLinks = [
    [s.userGuide, links.userGuide],
    [s.communityForum, links.communityForum],
    [s.privacyPolicy, links.privacyPolicy],
    [s.billingSupport, links.billingSupport],
  ] as const;

  return (
    <div className={[page.page, className].filter(Boolean).join(' ')}>
      <div className={page.row}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => (onBack ? onBack() : window.history.back())}
        >
          {s.back}
        </Button>
      </div>
      <h1 className={page.title}>{s.title}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <PageCard titleId={`${id}-links`} title={s.quickLinksTitle} as="nav">
            <ul className={styles.links}>
              {quickLinks.map(([label, href]) => (
                <li key={label}>
                  <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
                    {label}
                    <span className={visuallyHidden}> {h.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </PageCard>
          <PageCard titleId={`${id}-faq`} title={s.faqTitle}>
            <Accordion
              items={s.faq.map((item, index) => ({
                value: String(index),
                header: item.question,
                content: <p className={page.muted}>{item.answer}</p>,
              }))}
            />
          </PageCard>
          <ContactForm onSent={onContactSent} />
        </div>
        <HelpSideCards />
      </div>
    </div>
  );
}
