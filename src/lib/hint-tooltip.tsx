import { Tooltip } from '@mantine/core';

// The lazily loaded half of hint.tsx: Mantine's tooltip with floating-ui.
export default Tooltip;
