import type { SignupRequest } from '../../src/api/contract/auth';
import { apiFetch } from './api';
import { dataDir } from './context';
import { waitForMail } from './mail';

let counter = 0;

/** A member nobody registered yet: unique nickname and e-mail per call. */
export function newMember(firstName = 'Erika'): SignupRequest & { password: string } {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    firstName,
    lastName: 'Mustermann',
    name: `e2e${id}`.slice(0, 20),
    email: `e2e-${id}@example.test`,
    password: 'Sommer2025!',
  };
}

/** The link in the newest mail to `to` whose path contains `pathPart`. */
export async function linkFromMail(to: string, pathPart: string): Promise<URL> {
  const mail = await waitForMail(dataDir(), to, (m) => m.links.some((l) => l.includes(pathPart)));
  const link = mail.links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`No ${pathPart} link in the mail to ${to}`);
  return new URL(link);
}

/** Registers through the API and confirms the account with the token from the mail. */
export async function registerViaApi(member: SignupRequest): Promise<void> {
  const signup = await apiFetch('auth/signup', { method: 'POST', json: member });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const link = await linkFromMail(member.email, '/confirm-account');
  const token = link.searchParams.get('token') ?? '';
  const confirm = await apiFetch(`auth/confirm-account?token=${encodeURIComponent(token)}`);
  if (!confirm.ok) throw new Error(`confirm failed: ${confirm.status} ${await confirm.text()}`);
}
