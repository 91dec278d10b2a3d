/**
 * Class of the fixed bars: an open dialog pads elements with it by the hidden scroll bar's width,
 * so the bars do not shift (react-remove-scroll's zeroRight class, as Mantine's AppShell had).
 */
export const FIXED_BAR_CLASS = 'right-scroll-bar-position';
