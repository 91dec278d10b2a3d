/** Spec §8: camera scan errors read '[{errorName}]: ' plus a message. */
export const CAMERA_ERROR_NAMES = [
  'NotAllowedError',
  'NotFoundError',
  'NotSupportedError',
  'NotReadableError',
  'OverconstrainedError',
  'StreamApiNotSupportedError',
  'InsecureContextError',
] as const;
export type KnownCameraError = (typeof CAMERA_ERROR_NAMES)[number];

export interface CameraFailure {
  name: string;
  /** Set for the spec's named errors: the `tickets:camera.<name>` text to show. */
  known: KnownCameraError | null;
  /** The error's own message, shown for any other error. */
  ownMessage: string;
}

const isKnown = (name: string): name is KnownCameraError =>
  (CAMERA_ERROR_NAMES as readonly string[]).includes(name);

/** Classifies whatever getUserMedia or the scanner threw. */
export const describeCameraError = (error: unknown): CameraFailure => {
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : 'Error';
  const ownMessage =
    typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : String(error);
  return { name, known: isKnown(name) ? name : null, ownMessage };
};

/** Errors we raise ourselves before asking for the camera, named as the spec names them. */
export const cameraPrecondition = (env: {
  isSecureContext: boolean;
  hasGetUserMedia: boolean;
}): KnownCameraError | null => {
  if (!env.isSecureContext) return 'InsecureContextError';
  if (!env.hasGetUserMedia) return 'StreamApiNotSupportedError';
  return null;
};
