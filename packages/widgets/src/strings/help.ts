/**
 * Texts of the help page (`HelpCenter` of `@rolescope/widgets/pages`) and of its topics' pages.
 * Only the `/pages` screens read them, so they register with that entry, not with a person's
 * widgets.
 */
export const help = {
  help: {
    title: 'Help and Support',
    back: 'Back',
    quickLinksTitle: 'Quick Links',
    userGuide: 'User Guide',
    communityForum: 'Community Forum',
    privacyPolicy: 'Privacy Policy',
    billingSupport: 'Billing Support',
    /** The pages the quick links open (a host may point the links at its own instead). */
    topics: {
      userGuide: {
        title: 'User Guide',
        paragraphs: [
          'Start an evaluation from the dashboard with Start Now. The wizard asks about your role, your organisation, your responsibilities, your effectiveness and your impact; live scores appear as you answer, and every answer is saved as a draft.',
          'Finalize Competency Profile lets you choose 4 to 6 competencies and a proficiency level (1 to 5) for each. Review the result and Submit Survey to get your Competency Identification Report.',
          'View History in the user menu lists your reports and drafts: View Report opens a report, Download prints it as A4, and Complete Assessment resumes a draft where you left it.',
        ],
      },
      communityForum: {
        title: 'Community Forum',
        paragraphs: [
          'The community forum is where HR teams and professionals share how they use role evaluations and career progression reports.',
          'Until it opens to everyone, write to support@rolescope.app with your question or idea: we answer within one working day and share the best answers in the Frequently Asked Questions.',
        ],
      },
      privacyPolicy: {
        title: 'Privacy Policy',
        paragraphs: [
          'Rolescope keeps the details you enter (your account, your answers, your reports) to compute and show your results. They are never sold nor shared with third parties.',
          'Passwords are stored hashed; sign-in codes and reset links expire. You can ask for your data to be exported or deleted by writing to support@rolescope.app.',
        ],
      },
      billingSupport: {
        title: 'Billing Support',
        paragraphs: [
          'Individual evaluations are free. Organisations embedding Rolescope are billed by their agreement; invoices are sent by e-mail each month.',
          'For a question about an invoice or a plan, write to support@rolescope.app or call +91 80 4000 1234 (Monday to Friday, 9:00 to 18:00 IST).',
        ],
      },
    },
    faqTitle: 'Frequently Asked Questions',
    faq: [
      {
        question: 'How do I start an evaluation?',
        answer:
          'Open Competency Evaluation from your dashboard and follow the five steps. It takes about 15-20 minutes.',
      },
      {
        question: 'What is the difference between career progression and competency evaluation?',
        answer:
          'A competency evaluation identifies the competencies and levels your role needs; a career progression evaluation looks at your goals and the skills to reach them.',
      },
      {
        question: 'How can I access my reports?',
        answer:
          'Your submitted reports are listed under Reports History. Reports are generated within 24 hours.',
      },
      {
        question: 'Can I retake an evaluation?',
        answer: 'Yes, you can retake an evaluation, possibly after a waiting period.',
      },
      {
        question: 'Is my data secure?',
        answer:
          'Your data is encrypted in transit and only you and your administrators can see your reports.',
      },
      {
        question: 'What should I do if I have technical issues?',
        answer:
          'Try reloading the page or another browser; if the problem stays, contact us with the form on this page.',
      },
    ],
    contactTitle: 'Contact Us',
    nameLabel: 'Name',
    emailLabel: 'Email',
    subjectLabel: 'Subject',
    messageLabel: 'Message',
    submit: 'Send Message',
    pending: 'Sending...',
    sent: 'Thank you for your message! We will get back to you soon.',
    contactInfoTitle: 'Contact Information',
    businessHoursTitle: 'Business Hours',
    businessHours: ['Mon-Fri 9:00-6:00 EST', 'Sat 10:00-4:00 EST', 'Sun closed'],
    systemStatusTitle: 'System Status',
    systemStatus: 'All systems operational',
  },
};
