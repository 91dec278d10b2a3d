import { describe, expect, it } from 'vitest';
import { filesToPreload } from './route-preload';
import type { RoutePreloadMap } from './route-preload-map';

const map: RoutePreloadMap = {
  files: [
    'assets/shell.js',
    'assets/program.js',
    'assets/program.css',
    'assets/de.js',
    'assets/en.js',
  ],
  routes: [
    ['^/events/?$', [0, 1, 2]],
    ['^/event/[^/]+/?$', [0]],
  ],
  locales: { de: [3], en: [4] },
};

describe('filesToPreload', () => {
  it('names the route files and the texts of the language in use', () => {
    expect(filesToPreload(map, '/events', 'en')).toEqual([
      '/assets/shell.js',
      '/assets/program.js',
      '/assets/program.css',
      '/assets/en.js',
    ]);
  });

  it('matches parameters and only the first route', () => {
    expect(filesToPreload(map, '/event/31', 'de')).toEqual(['/assets/shell.js', '/assets/de.js']);
  });

  it('still preloads the texts on a path it does not know', () => {
    expect(filesToPreload(map, '/nowhere', 'de')).toEqual(['/assets/de.js']);
  });
});
