import { describe, expect, it } from 'vitest';
import { filesToPreload, namespacesFor } from './route-preload';
import type { RoutePreloadMap } from './route-preload-map';

const map: RoutePreloadMap = {
  files: [
    'assets/shell.js',
    'assets/program.js',
    'assets/program.css',
    'assets/de-program.js',
    'assets/en-program.js',
    'assets/de-auth.js',
    'assets/en-auth.js',
  ],
  routes: [
    ['^/events/?$', [0, 1, 2], []],
    ['^/event/[^/]+/?$', [0], []],
    ['^/auth/signin/?$', [0], ['auth']],
  ],
  locales: {
    de: { program: [3], auth: [5] },
    en: { program: [4], auth: [6] },
  },
};

describe('filesToPreload', () => {
  it('names the route files and the startup texts of the language in use', () => {
    expect(filesToPreload(map, '/events', 'en')).toEqual([
      '/assets/shell.js',
      '/assets/program.js',
      '/assets/program.css',
      '/assets/en-program.js',
    ]);
  });

  it('matches parameters and only the first route', () => {
    expect(filesToPreload(map, '/event/31', 'de')).toEqual([
      '/assets/shell.js',
      '/assets/de-program.js',
    ]);
  });

  it('adds the texts of the route’s own namespaces', () => {
    expect(filesToPreload(map, '/auth/signin', 'de')).toEqual([
      '/assets/shell.js',
      '/assets/de-program.js',
      '/assets/de-auth.js',
    ]);
  });

  it('still preloads the startup texts on a path it does not know', () => {
    expect(filesToPreload(map, '/nowhere', 'de')).toEqual(['/assets/de-program.js']);
  });
});

describe('namespacesFor', () => {
  it('loads a route’s own namespaces with the startup ones', () => {
    expect(namespacesFor(map, '/auth/signin')).toContain('auth');
    expect(namespacesFor(map, '/auth/signin')).toContain('common');
    expect(namespacesFor(map, '/events')).not.toContain('auth');
  });

  it('falls back to the startup namespaces without a map', () => {
    expect(namespacesFor(undefined, '/auth/signin')).not.toContain('auth');
  });
});
