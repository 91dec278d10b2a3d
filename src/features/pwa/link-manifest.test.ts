import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest } from './link-manifest';

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

describe('linkManifest', () => {
  afterEach(() => manifestLinks().forEach((link) => link.remove()));

  it('links the web app manifest once, however often the start runs', () => {
    expect(manifestLinks()).toHaveLength(0);
    linkManifest();
    linkManifest();
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('leaves a manifest link the page already has', () => {
    const existing = document.createElement('link');
    existing.rel = 'manifest';
    existing.href = '/other.webmanifest';
    document.head.append(existing);
    linkManifest();
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]).toBe(existing);
  });
});
