import { describe, expect, it } from 'vitest';
import de from '../../locales/de/errors.json';
import en from '../../locales/en/errors.json';
import { KNOWN_SERVER_MESSAGES, serverMessageKey } from './server-messages';

describe('server messages', () => {
  it('finds the key of a known text and none for others', () => {
    expect(serverMessageKey('Name already exists')).toBe('errors:server.nameExists');
    expect(serverMessageKey('You are not logged in.')).toBe('errors:server.notLoggedIn');
    expect(serverMessageKey('Something new')).toBeNull();
  });

  it('has a German and an English text for every known server message', () => {
    for (const name of Object.keys(KNOWN_SERVER_MESSAGES)) {
      expect(de.server, name).toHaveProperty(name);
      expect(en.server, name).toHaveProperty(name);
    }
  });
});
