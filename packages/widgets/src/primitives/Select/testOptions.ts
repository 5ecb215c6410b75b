/** The options of the select's tests (one disabled). */
export const levels = [
  { value: 'junior', label: 'Junior' },
  { value: 'middle', label: 'Middle' },
  { value: 'senior', label: 'Senior', disabled: true },
  { value: 'top', label: 'Top' },
  { value: 'trainee', label: 'Trainee' },
];
