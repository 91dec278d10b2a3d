import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en/common.json';
import { Pager } from './pager';
import { renderWithTexts } from './testing/render-with-texts';

afterEach(cleanup);

describe('Pager', () => {
  it('names every button, the arrows included, and counts pages from 0 like the API', async () => {
    const onPage = vi.fn();
    await renderWithTexts(<Pager page={0} totalPages={3} onPage={onPage} />, { common });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    for (const button of nav.querySelectorAll('button')) {
      expect(button.getAttribute('aria-label'), button.outerHTML).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows nothing for a single page', async () => {
    await renderWithTexts(<Pager page={0} totalPages={1} onPage={() => undefined} />, { common });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
