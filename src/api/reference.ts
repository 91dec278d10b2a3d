import { api } from './client';
import {
  companyDto,
  companyList,
  genreList,
  tagDto,
  tagList,
  type CompanyDto,
  type GenreDto,
  type TagDto,
} from './contract/reference';

/** Tags, genres and companies (spec §7 Reference data). */

export const getAllTags = async (): Promise<TagDto[]> =>
  tagList.parse(await api.get('tags/get/all').json());

/** Creates a tag (blocked words are refused with 'Dieses Wort ist nicht erlaubt!'). */
export const createTag = async (name: string): Promise<TagDto> =>
  tagDto.parse(await api.post('tags/save', { json: { id: null, name } }).json());

export const getAllGenres = async (): Promise<GenreDto[]> =>
  genreList.parse(await api.get('genre/all').json());

export const updateGenres = async (ids: number[]): Promise<void> => {
  await api.post('user/genres/update', { json: { ids } });
};

export const findCompanies = async (search: string, limit = 20): Promise<CompanyDto[]> =>
  companyList.parse(
    await api
      .get('company/find/all', { searchParams: search.trim() ? { search, limit } : { limit } })
      .json(),
  );

export const addCompany = async (name: string): Promise<CompanyDto> =>
  companyDto.parse(await api.post('company/add', { json: { id: null, name } }).json());
