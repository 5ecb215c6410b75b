import type { LoginResult } from '@rolescope/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { AuthPanel } from '../../auth';
import { responseMessage } from '../../model/errors/apiErrors';
import { Button } from '../../primitives/Button';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session';
import { formatString } from '../../strings';
import * as page from '../shared/page.css';
import * as styles from './JoinOrganization.css';
import { joinStrings as s } from './joinStrings';

export type JoinOrganizationProps = {
  /** The invitation's token (the link's `token`); missing or empty: the link is not valid. */
  token: string | null | undefined;
  /** Where "Go to the dashboard" leads (default `/user-dashboard`, through the provider's navigate). */
  dashboardPath?: string;
  /** After sign-in in the page's panel (the invitation is being accepted by then). */
  onSignedIn?: (result: LoginResult) => void;
  className?: string;
};

/**
 * The invitation link's page. Signed out: the sign-in and sign-up panel, and the invitation is
 * accepted once signed in. Signed in: "Join organisation" accepts it. Then the organisation's
 * name and a link to the dashboard; an unknown, expired or used token, or another account's
 * invitation, shows the server's reason.
 */
export function JoinOrganization({
  token,
  dashboardPath = '/user-dashboard',
  onSignedIn,
  className,
}: JoinOrganizationProps) {
  const { client, navigate } = useRolescope();
  const { authLoading, isAuthenticated } = useSession();
  const headingId = useId();
  const accept = useMutation({
    mutationFn: (value: string) => client.acceptInvitation({ token: value }),
  });
  const trimmed = token?.trim() ?? '';
  // Where the link leads, named before anyone signs in; a dead link is told at once.
  const preview = useQuery({
    queryKey: rolescopeKey('previewInvitation', trimmed),
    queryFn: ({ signal }) => client.previewInvitation({ token: trimmed }, { signal }),
    enabled: trimmed !== '',
    retry: false,
  });
  const organization = preview.data?.data.organizationName;
  const { mutate } = accept;

  // Signed in through this page's panel: the invitation is accepted at once (the panel is gone
  // by the time its sign-in settles, so the session's change is what tells).
  const signedOutHere = useRef(false);
  useEffect(() => {
    if (authLoading) return;
    if (!isAuthenticated) {
      signedOutHere.current = true;
    } else if (signedOutHere.current && trimmed !== '') {
      signedOutHere.current = false;
      mutate(trimmed);
    }
  }, [authLoading, isAuthenticated, trimmed, mutate]);

  const toDashboard = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(dashboardPath);
  };
  const dashboardLink = (
    <a className={styles.link} href={dashboardPath} onClick={toDashboard}>
      {s.goToDashboard}
    </a>
  );
  const section = (content: ReactNode) => (
    <section
      className={[page.centered, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className={styles.card}>{content}</div>
    </section>
  );

  if (trimmed === '') {
    return section(
      <>
        <h1 id={headingId} className={page.title}>
          {s.failedTitle}
        </h1>
        <p role="alert" className={styles.alert}>
          {s.missingToken}
        </p>
        {dashboardLink}
      </>,
    );
  }

  if (accept.isSuccess) {
    const joined = accept.data.data.organizationName;
    return section(
      <>
        <h1 id={headingId} className={page.title}>
          {formatString(s.joinedTitle, { organization: joined })}
        </h1>
        <p role="status" className={page.muted}>
          {formatString(s.joinedText, { organization: joined })}
        </p>
        {dashboardLink}
      </>,
    );
  }

  const failure = accept.isError ? accept.error : preview.isError ? preview.error : null;
  if (failure) {
    return section(
      <>
        <h1 id={headingId} className={page.title}>
          {s.failedTitle}
        </h1>
        <p role="alert" className={styles.alert}>
          {responseMessage(failure) ?? s.fallbackError}
        </p>
        {dashboardLink}
      </>,
    );
  }

  if (authLoading) {
    return section(<p role="status">{s.loading}</p>);
  }

  if (!isAuthenticated) {
    return (
      <AuthPanel
        className={className}
        defaultView="login"
        hero={
          <section className={styles.hero} aria-labelledby={headingId}>
            <h1 id={headingId} className={styles.heroTitle}>
              {organization ? formatString(s.heroTitleNamed, { organization }) : s.heroTitle}
            </h1>
            <p className={styles.heroText}>{s.heroText}</p>
          </section>
        }
        onSignedIn={onSignedIn}
      />
    );
  }

  return section(
    <>
      <h1 id={headingId} className={page.title}>
        {organization ? formatString(s.confirmTitleNamed, { organization }) : s.confirmTitle}
      </h1>
      <p className={page.muted}>{s.confirmText}</p>
      <div className={page.row}>
        <Button
          pending={accept.isPending}
          pendingLabel={s.joining}
          onClick={() => accept.mutate(trimmed)}
        >
          {s.join}
        </Button>
        {dashboardLink}
      </div>
    </>,
  );
}
