export { currentIndustriesByCategory, currentIndustriesFor } from './currentIndustries';
export { DEFAULT_DEGREE, degrees } from './degrees';
export { experienceOptions } from './experience';
export { type InstituteOption, institutes } from './institutes';
export * from './scoringOptions';
