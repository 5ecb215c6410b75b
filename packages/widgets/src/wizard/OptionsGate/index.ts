export { OptionsGate } from './OptionsGate';
export { queryGate } from './queryGate';
