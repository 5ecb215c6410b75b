// The public types of @rolescope/elements: the elements' properties and the details of the
// DOM events they dispatch. Self-contained (no import), so the shipped declaration file
// needs neither React nor another package.

/** Returns a fresh embed-session client secret, minted by the host's backend. */
export type FetchClientSecret = () => Promise<string>;

/** `theme` attribute values. */
export type RolescopeThemeName = 'light' | 'dark';

/** Overrides of the widgets' English texts, section by section (`{ wizard: { next: 'Go on' } }`). */
export type RolescopeLocalization = { [section: string]: { [key: string]: unknown } };

/** The signed-in user as events carry it: never a token, password or secret. */
export type RolescopeUserDetail = {
  _id: string;
  email: string;
  name: string;
  role: string;
};

/** `rolescope:submitted`: the report was sent; its id and the score summary. */
export type RolescopeSubmittedDetail = {
  reportId: string;
  score: { finalScore: number; category: string; scoreMultiplier: number } | null;
};

/** `rolescope:signed-in`. */
export type RolescopeSignedInDetail = { user: RolescopeUserDetail };

/** `rolescope:signed-out`. */
export type RolescopeSignedOutDetail = Record<string, never>;

/** `rolescope:error`: an API call failed (status 0: the network). */
export type RolescopeErrorDetail = {
  status: number;
  message: string;
  /** Why an embed session could not start: `secret`, `network`, `cors` or `http`. */
  reason?: 'secret' | 'network' | 'cors' | 'http';
};

/** `rolescope:navigate`: a widget asked to go elsewhere (e.g. "Back to Home"); the host decides. */
export type RolescopeNavigateDetail = { path: string };

/** `rolescope:filters-change` (`<rolescope-insights>`): the insights' filters, a plain object a URL can hold. */
export type RolescopeFiltersChangeDetail = {
  filters: {
    team?: string;
    department?: string;
    manager?: string;
    jobFamily?: string;
    from?: string;
    to?: string;
    groupBy?: string;
  };
};

/** `rolescope:review` (`<rolescope-team>`): Review was pressed on a person's submitted report. */
export type RolescopeReviewDetail = { reportId: string };

/** `rolescope:review-submitted` (`<rolescope-review>`): the manager submitted the review. */
export type RolescopeReviewSubmittedDetail = { reportId: string; submittedAt: string | null };

/** The `themeOptions` property: what `lightTheme()` / `darkTheme()` of the widgets take. */
export type RolescopeThemeOptions = {
  /** The brand colour (hex preferred); the `accent-color` attribute wins over it. */
  accentColor?: string;
  /** `--rs-*` overrides; values set on the element in CSS win over them. */
  vars?: Record<`--rs-${string}`, string>;
};

/** What every Rolescope element has beside its attributes. */
export interface RolescopeElementProperties {
  /** Theme options for the `theme` attribute's light or dark theme. */
  themeOptions: RolescopeThemeOptions | undefined;
  /** Embed sessions: called when a session is needed and again after a 401 answer. */
  fetchClientSecret: FetchClientSecret | undefined;
  /** Text overrides on top of the `locale`'s texts. */
  localization: RolescopeLocalization | undefined;
}

export type RolescopeElement = HTMLElement & RolescopeElementProperties;

export type RolescopeEventMap = {
  'rolescope:submitted': CustomEvent<RolescopeSubmittedDetail>;
  'rolescope:signed-in': CustomEvent<RolescopeSignedInDetail>;
  'rolescope:signed-out': CustomEvent<RolescopeSignedOutDetail>;
  'rolescope:error': CustomEvent<RolescopeErrorDetail>;
  'rolescope:navigate': CustomEvent<RolescopeNavigateDetail>;
  'rolescope:filters-change': CustomEvent<RolescopeFiltersChangeDetail>;
  'rolescope:review': CustomEvent<RolescopeReviewDetail>;
  'rolescope:review-submitted': CustomEvent<RolescopeReviewSubmittedDetail>;
};

declare global {
  interface HTMLElementTagNameMap {
    'rolescope-evaluation': RolescopeElement;
    'rolescope-reports': RolescopeElement;
    'rolescope-auth': RolescopeElement;
    'rolescope-insights': RolescopeElement;
    'rolescope-team': RolescopeElement;
    'rolescope-review': RolescopeElement;
  }
  interface GlobalEventHandlersEventMap extends RolescopeEventMap {}
}
