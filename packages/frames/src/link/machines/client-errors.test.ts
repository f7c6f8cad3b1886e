import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, clientError } from './client-errors.js';

describe('Link client errors', () => {
  it.each([
    ['unsupportedRequestSurface', 'LJS001', 'Unsupported request surface'],
    ['consumerNotLoggedIn', 'LJS002', 'Consumer not logged in'],
    ['noCredentialsForEmail', 'LJS003', 'No credentials for email'],
    ['missingActiveConsumerSession', 'LJS004', 'Missing active consumer session'],
    ['missingActiveVerification', 'LJS005', 'Missing active verification'],
    ['invalidAuthStateTransition', 'LJS006', 'Invalid authentication state transition'],
    ['invalidParamsOrContext', 'LJS007', 'Invalid params or context for action'],
  ] as const)('%s is %s, "%s"', (name, code, message) => {
    expect(CLIENT_ERROR_CODES[name]).toBe(code);
    expect(clientError(code)).toEqual({ type: 'link_error', code, message });
  });
});
