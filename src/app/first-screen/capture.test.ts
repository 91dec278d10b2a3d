import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFirstScreen } from '@/offline/first-screen-store';
import { memoryCaches } from '@/offline/testing/memory-caches';
import { captureFirstScreen, currentPath } from './capture';

let storage = memoryCaches();

const captured = () => readFirstScreen(location.origin, currentPath());

beforeEach(() => {
  storage = memoryCaches();
  Object.assign(globalThis, { caches: storage });
  document.documentElement.lang = 'de';
  document.body.innerHTML = `<div id="root"><main>
    <h1 id="title">Programm</h1>
    <div role="list">
      <div role="listitem"><article aria-labelledby="program-event-1">09:00 Opening</article></div>
      <div role="listitem" class="far"><article aria-labelledby="program-event-2">23:00 Closing</article></div>
    </div>
    <img src="/x.png" onerror="alert(1)"><svg><style>p{}</style></svg>
    <svg aria-hidden="true"><defs><linearGradient id="logo-gradient"></linearGradient></defs><rect fill="url(#logo-gradient)"></rect></svg>
  </main></div>`;
  window.scrollTo = () => undefined;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
  document.body.innerHTML = '';
});

describe('captureFirstScreen', () => {
  it('keeps a sanitised copy without ids of the screen at the top', async () => {
    await captureFirstScreen(currentPath());
    const screen = await captured();
    expect(screen?.html).toContain('aria-labelledby="program-event-1"');
    expect(screen?.html).not.toContain('id="title"');
    // The logo's gradient keeps its id: the drawing refers to it.
    expect(screen?.html).toContain('id="logo-gradient"');
    expect(screen?.html).not.toContain('onerror');
    expect(screen?.htmlAttributes).toContainEqual(['lang', 'de']);
  });

  it('leaves out the list items below the fold', async () => {
    const far = document.querySelector('.far');
    if (!far) throw new Error('fixture lacks .far');
    far.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: window.innerHeight + 10 });
    await captureFirstScreen(currentPath());
    const screen = await captured();
    expect(screen?.html).toContain('09:00 Opening');
    expect(screen?.html).not.toContain('23:00 Closing');
  });

  it('keeps nothing while the page is scrolled or a dialog is open', async () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    await captureFirstScreen(currentPath());
    expect(await captured()).toBeUndefined();

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog">Filter</div>');
    await captureFirstScreen(currentPath());
    expect(await captured()).toBeUndefined();
  });

  it('keeps nothing when the screen changes while its style rules are matched', async () => {
    const capture = captureFirstScreen(currentPath());
    document.querySelector('h1')?.append(' (neu)');
    await capture;
    expect(await captured()).toBeUndefined();
  });

  it('writes the screen again only when it has changed', async () => {
    await captureFirstScreen(currentPath());
    await captureFirstScreen(currentPath());
    expect(storage.writes()).toBe(1);

    document.querySelector('h1')?.append(' (neu)');
    await captureFirstScreen(currentPath());
    expect(storage.writes()).toBe(2);
    expect((await captured())?.html).toContain('Programm (neu)');
  });

  it('keeps nothing for a path the page has left', async () => {
    await captureFirstScreen('/somewhere-else');
    expect(await readFirstScreen(location.origin, '/somewhere-else')).toBeUndefined();
  });
});
