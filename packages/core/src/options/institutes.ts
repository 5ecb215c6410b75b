/** Indian management and technology institutes offered in the step 1 tier blocks. */
import { toKebabId } from './kebab';

export type InstituteOption = { readonly id: string; readonly name: string };

/** [name prefix, names after the prefix separated by "|"]. */
const groups: readonly (readonly [string, string])[] = [
  [
    'IIM ',
    'Ahmedabad|Bangalore|Calcutta|Lucknow|Kozhikode|Indore|Shillong|Rohtak|Ranchi|Raipur|Tiruchirappalli|Udaipur|Kashipur|Nagpur|Visakhapatnam|Bodh Gaya|Amritsar|Sambalpur|Sirmaur|Jammu|Mumbai',
  ],
  [
    'IIT ',
    'Bombay|Delhi|Madras|Kanpur|Kharagpur|Roorkee|Guwahati|Hyderabad|(BHU) Varanasi|(ISM) Dhanbad|Indore|Gandhinagar|Ropar|Patna|Bhubaneswar|Mandi|Jodhpur|Tirupati|Palakkad|Dharwad|Bhilai',
  ],
  [
    '',
    'XLRI Jamshedpur|FMS Delhi|ISB Hyderabad|SPJIMR Mumbai|MDI Gurgaon|IIFT Delhi|JBIMS Mumbai|NMIMS Mumbai|SIBM Pune|SCMHRD Pune|IMT Ghaziabad|XIM Bhubaneswar|TISS Mumbai|IRMA Anand|Great Lakes Chennai|TAPMI Manipal|K J Somaiya Mumbai|GIM Goa|LIBA Chennai|IMI New Delhi|BIMTECH Greater Noida|FORE New Delhi',
  ],
  ['NIT ', 'Tiruchirappalli|Surathkal|Warangal|Calicut|Rourkela|Kurukshetra|Durgapur|Silchar'],
  ['', 'MNNIT Allahabad|VNIT Nagpur|MNIT Jaipur|SVNIT Surat|MANIT Bhopal'],
  ['IIIT ', 'Hyderabad|Bangalore|Delhi|Allahabad'],
  [
    '',
    'BITS Pilani|BITS Pilani Goa|BITS Pilani Hyderabad|IISc Bangalore|Delhi Technological University|Jadavpur University|Anna University|VIT Vellore|Manipal Institute of Technology',
  ],
];

export const institutes: readonly InstituteOption[] = groups.flatMap(([prefix, names]) =>
  names.split('|').map((rest) => {
    const name = prefix + rest;
    return { id: toKebabId(name), name };
  }),
);
