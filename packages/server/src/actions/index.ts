export * from './pending-actions.js';
