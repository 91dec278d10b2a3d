import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeInSlices } from './sanitize-in-slices';

const rows = (count: number, row: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => row(index)).join('');

const sanitized = async (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  let pauses = 0;
  await sanitizeInSlices(DOMPurify, root, () => Promise.resolve(void (pauses += 1)));
  return { html: root.innerHTML, pauses };
};

describe('sanitizeInSlices', () => {
  it('checks a big screen piece by piece and removes what DOMPurify removes at every depth', async () => {
    const { html, pauses } = await sanitized(`<main class="shell">Programm<!-- note -->
      <div role="list" onmouseover="alert(1)">${rows(
        60,
        (index) => `<div role="listitem"><article aria-labelledby="e${index}">
          <h3>Set ${index} &lt;b&gt;</h3><img src="/x.png" onerror="alert(${index})">
          <a href="javascript:alert(1)">Link</a><script>alert(${index})</script></article></div>`,
      )}<iframe src="https://evil.example"></iframe></div>
      <svg viewBox="0 0 24 24"><path d="M0 0h24" onclick="alert(1)"/></svg></main>`);
    expect(pauses).toBeGreaterThan(10);
    expect(html).toContain('<main class="shell">Programm');
    expect(html).toContain('<h3>Set 59 &lt;b&gt;</h3>');
    expect(html.match(/role="listitem"/g)).toHaveLength(60);
    expect(html).toContain('<path d="M0 0h24"></path>');
    for (const unsafe of [
      'onerror',
      'onmouseover',
      'onclick',
      'javascript:',
      '<script',
      '<iframe',
      '<!--',
    ]) {
      expect(html).not.toContain(unsafe);
    }
  });

  it('removes an element DOMPurify refuses with everything inside it', async () => {
    const { html } = await sanitized(
      `<div>${rows(50, (index) => `<span>${index}</span>`)}</div><object data="/x"><p>inside</p></object>`,
    );
    expect(html).toContain('<span>49</span>');
    expect(html).not.toContain('object');
    expect(html).not.toContain('inside');
  });
});
