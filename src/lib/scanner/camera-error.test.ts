import { describe, expect, it } from 'vitest';
import { cameraPrecondition, describeCameraError } from './camera-error';

describe('camera scan errors (spec §8)', () => {
  it('recognises the named DOMExceptions', () => {
    const failure = describeCameraError(
      new DOMException('Requested device not found', 'NotFoundError'),
    );
    expect(failure).toEqual({
      name: 'NotFoundError',
      known: 'NotFoundError',
      ownMessage: 'Requested device not found',
    });
    expect(describeCameraError(new DOMException('x', 'NotAllowedError')).known).toBe(
      'NotAllowedError',
    );
  });

  it('keeps the own message of any other error', () => {
    const failure = describeCameraError(new TypeError('boom'));
    expect(failure).toEqual({ name: 'TypeError', known: null, ownMessage: 'boom' });
  });

  it('names a missing secure context or stream API before asking for the camera', () => {
    expect(cameraPrecondition({ isSecureContext: false, hasGetUserMedia: true })).toBe(
      'InsecureContextError',
    );
    expect(cameraPrecondition({ isSecureContext: true, hasGetUserMedia: false })).toBe(
      'StreamApiNotSupportedError',
    );
    expect(cameraPrecondition({ isSecureContext: true, hasGetUserMedia: true })).toBeNull();
  });
});
