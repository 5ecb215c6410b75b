export { defaultHelpLinks, HelpCenter, type HelpCenterProps, type HelpLinks } from './HelpCenter';
export { CONTACT_SUBMIT_MS } from './useContactForm';
