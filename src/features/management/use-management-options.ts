import { getManagementOptions } from '@/api/management';
import { useRemote } from './use-remote';

/** Years (from the festival settings), genres, tags, conference topics and types. */
export const useManagementOptions = () => useRemote('management-options', getManagementOptions);
