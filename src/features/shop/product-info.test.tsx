import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTexts } from '@/lib/testing/render-with-texts';
import { ProductInfo } from './product-info';

afterEach(cleanup);

describe('ProductInfo', () => {
  it('shows the sanitised description', async () => {
    await renderWithTexts(
      <ProductInfo
        html={'<p>Entry <b>all days</b></p><script>alert(1)</script><img src=x onerror="alert(2)">'}
      />,
      {},
    );
    const info = screen.getByTestId('product-info');
    expect(info).toHaveTextContent('Entry all days');
    expect(info.innerHTML).not.toMatch(/script|onerror/);
  });

  it("keeps one block per language, marked for the reader's language to pick", async () => {
    await renderWithTexts(
      <ProductInfo
        html={'<div lang="de"><p>Alle Nächte</p></div><div lang="en"><p>All nights</p></div>'}
      />,
      {},
    );
    const info = screen.getByTestId('product-info');
    expect(info.getAttribute('data-language')).toMatch(/^(de|en)$/);
    expect(
      [...info.querySelectorAll('div[lang]')].map((block) => block.getAttribute('lang')),
    ).toEqual(['de', 'en']);
  });

  it('shows nothing for a description that is empty once sanitised', async () => {
    await renderWithTexts(<ProductInfo html={'<script>alert(1)</script> '} />, {});
    expect(screen.queryByTestId('product-info')).toBeNull();
  });

  it('shows nothing without a description', async () => {
    await renderWithTexts(<ProductInfo html={null} />, {});
    expect(screen.queryByTestId('product-info')).toBeNull();
  });
});
