export { OptionsGate, type OptionsGateProps } from './OptionsGate';
export { queryGate } from './queryGate';
