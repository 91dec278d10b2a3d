export interface ViewportSize {
  width: number;
  height: number;
}

const read = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });

// Read once when the entry evaluates, while the page holds only the start screen: reading the
// window's size makes the browser finish any pending layout first, which then costs nothing. Read
// in the middle of the app's first render, the same line laid the new page out inside that render's
// task (5-12 ms on a laptop, four times that on a phone).
let current = read();
window.addEventListener(
  'resize',
  () => {
    current = read();
  },
  { passive: true },
);

/** The window's inner size, kept up to date on resize without reading layout on every call. */
export const viewportSize = (): ViewportSize => current;
