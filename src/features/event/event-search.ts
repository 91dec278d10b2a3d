import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';

/** Search params of the single-event routes: `?iframe=true` for the embedded public mode. */
export const eventSearchSchema = z.object({ iframe: optionalParam(z.boolean()) });
