import { z } from 'zod';

/** Search params of the single-event routes: `?iframe=true` for the embedded public mode. */
export const eventSearchSchema = z.object({
  iframe: z.boolean().optional().catch(undefined),
});
