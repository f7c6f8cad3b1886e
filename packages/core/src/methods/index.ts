export { METHOD_DESCRIPTORS, methodDescriptor } from './registry.js';
export type { MethodDescriptor, MethodField } from './types.js';
