import { flag, searchReader } from '@/lib/search-params';

/** Search params of the single-event routes: `?iframe=true` for the embedded public mode. */
export const eventSearchSchema = searchReader({ iframe: flag });
