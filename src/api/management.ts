import { QUIET, api } from './client';
import { messageBody, type Role } from './contract/common';
import {
  adminArtistPage,
  adminEventPage,
  adminUser,
  adminUserList,
  adminVenueList,
  createdId,
  createdUser,
  managementOptions,
  managementSummary,
  roleList,
  userRef,
  type AdminListRequest,
  type AdminUserUpdate,
  type ArtistInput,
  type EventInput,
  type NewUserRequest,
  type VenueInput,
} from './contract/management';
import { eventDto, venueDto, type EventState } from './contract/program';
import { venueNames } from './contract/program-requests';
import { z } from 'zod';

/** Calls of the management area (spec §7 Events, artists, venues, User, cache, management/full). */

export const getManagementSummary = async () =>
  managementSummary.parse(await api.get('management/full').json());

export const getManagementOptions = async () =>
  managementOptions.parse(await api.get('management/options').json());

export const clearCache = async () => messageBody.parse(await api.get('cache/clear').json());

export const getAdminEvents = async (page: number, request: AdminListRequest) =>
  adminEventPage.parse(await api.post(`event/admin/page/${page}`, { json: request }).json());

export const getAdminArtists = async (page: number, request: AdminListRequest) =>
  adminArtistPage.parse(await api.post(`artist/admin/page/${page}`, { json: request }).json());

/** An event in any state, for its editors (drafts included). */
export const getEditableEvent = async (id: number) =>
  eventDto.parse(await api.get(`event/get/single/${id}`).json());

export const saveEvent = async (input: EventInput) =>
  eventDto.parse(
    await api.post(input.id ? 'event/update' : 'event/create', { json: input }).json(),
  );

/** Quiet: spec §8 publish, draft and delete errors are only logged. */
export const deleteEvent = async (id: number) => {
  await api.get(`event/delete/${id}`, QUIET);
};

export const changeEventState = async (id: number, state: EventState) =>
  eventDto.parse(await api.get(`event/state/change/${id}/${state}`, QUIET).json());

export const addEventArtist = async (eventId: number, artistId: number) =>
  eventDto.parse(await api.post('event/artists/add', { json: { eventId, artistId } }).json());

export const removeEventArtist = async (eventId: number, artistId: number) =>
  eventDto.parse(await api.post('event/artists/remove', { json: { eventId, artistId } }).json());

/** Quiet: the share dialog shows 'Only the creator can add editors' itself. */
export const shareEvent = async (id: number, ids: number[]) => {
  await api.post(`event/share/${id}`, { json: { ids }, ...QUIET });
};

export const shareArtist = async (id: number, ids: number[]) => {
  await api.post(`artist/share/${id}`, { json: { ids }, ...QUIET });
};

export const saveArtist = async (input: ArtistInput) =>
  createdId.parse(await api.post('artist/edit', { json: input }).json());

/** Quiet: a failure only reverts the switch (spec §4, §8). */
export const setArtistVisibility = async (id: number, state: boolean) => {
  await api.post('user/website/visible/toggle', { json: { id, state }, ...QUIET });
};

export const getVenueNames = async () => venueNames.parse(await api.get('venue/names/get').json());

/** Every venue with whether the caller may change it, fresh from the server (the management cards). */
export const getAdminVenues = async () =>
  adminVenueList.parse(await api.get('venue/admin/all').json());

export const saveVenue = async (input: VenueInput) =>
  venueDto.parse(await api.post('venue/update', { json: input }).json());

export const deleteVenue = async (id: number) => {
  await api.get(`venue/delete/${id}`);
};

export const getAdminUsers = async (search: string, role: Role | null) => {
  const searchParams: Record<string, string> = {};
  if (search.trim()) searchParams.search = search.trim();
  if (role) searchParams.role = role;
  return adminUserList.parse(await api.get('user/get/all/adminList', { searchParams }).json());
};

export const createUser = async (type: Role, input: NewUserRequest) =>
  createdUser.parse(await api.post(`user/create/${type}`, { json: input }).json());

export const updateUser = async (input: AdminUserUpdate) =>
  adminUser.parse(await api.post('user/admin/update', { json: input }).json());

export const updateRoles = async (userId: number, roles: Role[]) =>
  adminUser.parse(await api.post('user/roles/update', { json: { userId, roles } }).json());

export const getAllRoles = async () => roleList.parse(await api.get('roles/get/all').json());

export const sendWelcome = async (userId: number, text: string) =>
  messageBody.parse(await api.post('user/welcome/send', { json: { userId, text } }).json());

export const deleteUser = async (id: number) => {
  await api.get(`user/delete/${id}`);
};

/** Quiet: the share dialog shows 'No user with that email found.' itself. */
export const searchUsersByEmail = async (text: string) =>
  z
    .array(userRef)
    .parse(await api.get(`user/search/email/${encodeURIComponent(text)}`, QUIET).json());

export const inviteByEmail = async (email: string) =>
  messageBody.parse(await api.get(`user/invite/${encodeURIComponent(email)}`).json());
