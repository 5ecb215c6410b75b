import { useStrings } from '@rolescope/widgets';
import { Link, useParams } from 'react-router';
import { PublicPage } from '../layout/PublicPage';
import { Route as NotFound } from './notFound';

/** The help page's quick links' addresses, each with its topic's texts. */
const TOPICS = {
  'user-guide': 'userGuide',
  community: 'communityForum',
  'privacy-policy': 'privacyPolicy',
  billing: 'billingSupport',
} as const;

const isTopic = (slug: string | undefined): slug is keyof typeof TOPICS =>
  slug !== undefined && Object.hasOwn(TOPICS, slug);

/**
 * `/help/:topic`: the pages the help page's quick links open (user guide, community forum,
 * privacy policy, billing support), public so that a new tab opens them signed in or not;
 * any other topic is not found. Its texts (the `help` area) are the `/pages` screens', which
 * that entry registers when it loads (imported here through the not-found route).
 */
export function Route() {
  const { topic } = useParams();
  const s = useStrings().help;
  if (!isTopic(topic)) return <NotFound />;
  const { title, paragraphs } = s.topics[TOPICS[topic]];
  return (
    <PublicPage>
      <article className="rs-demo-narrow">
        <h2>{title}</h2>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>
          <Link to="/help">{s.title}</Link>
        </p>
      </article>
    </PublicPage>
  );
}
