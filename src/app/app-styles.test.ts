import { afterEach, describe, expect, it } from 'vitest';
import { switchOnAppStyles } from './app-styles';
import { APP_STYLES_ATTRIBUTE } from './route-preload-map';

const linkAppStyles = () => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/boot.css';
  link.media = 'print';
  link.setAttribute(APP_STYLES_ATTRIBUTE, '');
  document.head.append(link);
  return link;
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('switchOnAppStyles', () => {
  afterEach(() => document.head.replaceChildren());

  it('switches the stylesheet on in its place and waits until it has loaded', async () => {
    const route = document.createElement('link');
    route.rel = 'stylesheet';
    const link = linkAppStyles();
    document.head.append(route);

    const loaded = switchOnAppStyles();
    expect(link.media).toBe('all');
    expect([...document.head.children]).toEqual([link, route]);
    expect(await settled(loaded)).toBe(false);

    link.dispatchEvent(new Event('load'));
    expect(await settled(loaded)).toBe(true);
  });

  it('starts the app anyway when the stylesheet fails to load', async () => {
    const link = linkAppStyles();
    const loaded = switchOnAppStyles();
    link.dispatchEvent(new Event('error'));
    expect(await settled(loaded)).toBe(true);
  });

  it('needs no wait where index.html links no app stylesheet (the dev server)', async () => {
    expect(await settled(switchOnAppStyles())).toBe(true);
  });
});
