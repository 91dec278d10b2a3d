import { api } from './client';
import { changelogDto } from './contract/schedule-export';

/** An edition's public changelog: its program versions, newest first. */
export const getChangelog = async (year: number) =>
  changelogDto.parse(await api.get(`schedule/${year}/changelog`).json());
