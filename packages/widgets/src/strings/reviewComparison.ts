/**
 * Texts of the employee's view of a manager's review beside their own levels (the report
 * dialog's "Manager's review" section), also shown by `ManagerReview` once submitted.
 */
export const reviewComparison = {
  reviewComparison: {
    title: "Manager's review",
    reviewedBy: 'Reviewed by {name} on {date}',
    reviewedOn: 'Reviewed on {date}',
    chartTitle: 'Your level and your manager’s',
    competency: 'Competency',
    yourLevel: 'Your level',
    managerLevel: "Manager's level",
    recommended: 'Recommended',
    comment: 'Comment',
    noLevel: 'Not chosen',
    noComment: '—',
  },
};
