/** Experience options for step 1. */
import type { OptionItem } from './organization';

export const experienceOptions: readonly OptionItem[] = [
  { id: 'fresher', label: 'Fresher' },
  { id: 'lt-3-years', label: '<3 Years' },
  { id: 'gt-5-years', label: '>5 Years' },
];
