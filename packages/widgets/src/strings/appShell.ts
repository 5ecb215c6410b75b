/** Texts of a host's app shell (the demo site's header, navigation, loading and page titles). */
export const appShell = {
  appShell: {
    homeLink: 'Rolescope home',
    mainNavigation: 'Main',
    help: 'Help',
    dashboard: 'Dashboard',
    loading: 'Loading...',
    pageLoading: 'Loading page',
    /** The level-one headings of the pages whose widgets title their steps with level two. */
    pageTitles: {
      competencyEvaluation: 'Competency Evaluation',
      careerProgression: 'Career Progression Evaluation',
      competencyResults: 'Competency Results',
    },
  },
};
