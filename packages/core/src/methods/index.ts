export { METHOD_DESCRIPTORS, methodDescriptor } from './registry.js';
export type {
  MethodDescriptor,
  MethodDisplay,
  MethodField,
  MethodIcon,
  NextActionKind,
  Settlement,
  TestOutcome,
} from './types.js';
