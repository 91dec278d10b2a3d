/** What an auth screen tells the user after a failed call (spec §8). */
export type AuthFailure =
  | { kind: 'wrongCredentials' }
  | { kind: 'nameExists' }
  | { kind: 'emailExists' }
  | { kind: 'notLoggedIn' }
  | { kind: 'server'; message: string }
  | { kind: 'network' }
  | { kind: 'unknown' };

interface Failure {
  status: number | null;
  message: string | null;
}

const generic = ({ status, message }: Failure): AuthFailure => {
  if (status === null) return { kind: 'network' };
  return message ? { kind: 'server', message } : { kind: 'unknown' };
};

/** Login: a 401 means wrong e-mail or password. */
export const loginFailure = (failure: Failure): AuthFailure =>
  failure.status === 401 ? { kind: 'wrongCredentials' } : generic(failure);

/** Register: 404 name taken, 403 e-mail taken, 401 not logged in, otherwise the server text. */
export const registerFailure = (failure: Failure): AuthFailure => {
  switch (failure.status) {
    case 404:
      return { kind: 'nameExists' };
    case 403:
      return { kind: 'emailExists' };
    case 401:
      return { kind: 'notLoggedIn' };
    default:
      return generic(failure);
  }
};

/** Confirmation and password reset: the server text, or a generic one. */
export const messageFailure = (failure: Failure): AuthFailure => generic(failure);
