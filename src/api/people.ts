import { QUIET, api } from './client';
import { okBody } from './contract/common';
import { UPLOAD_FIELD, uploadedFile, type UploadedFile } from './contract/files';
import {
  firstLoginResponse,
  professionDto,
  profileDetails,
  userProfile,
  type ProfessionDto,
  type ProfileDetails,
  type UserProfile,
  type UserUpdateRequest,
} from './contract/people';

/** A member's view of a profile (spec §7 GET user/{id}/details/page/0). */
export const getProfileDetails = async (userId: number): Promise<ProfileDetails> =>
  profileDetails.parse(await api.get(`user/${userId}/details/page/0`).json());

/** The same, quiet: the chat only wants the partner's name and says itself when they are gone. */
export const getChatPartnerDetails = async (userId: number): Promise<ProfileDetails> =>
  profileDetails.parse(await api.get(`user/${userId}/details/page/0`, QUIET).json());

/**
 * The anonymous /u/user/{id} view: no login, no posts. Quiet: a profile that is not public is a
 * 404, which the screen says in its own words.
 */
export const getPublicProfileDetails = async (userId: number): Promise<ProfileDetails> =>
  profileDetails.parse(await api.get(`u/user/${userId}`, QUIET).json());

/** POST user/update; the answer is the updated profile. */
export const updateProfile = async (body: UserUpdateRequest): Promise<UserProfile> =>
  userProfile.parse(await api.post('user/update', { json: body }).json());

/** Spec §2: opening the onboarding wizard marks the first login as done. */
export const markFirstLoginDone = async (userId: number): Promise<void> => {
  firstLoginResponse.parse(
    await api.get('user/firstLogin', { searchParams: { id: userId } }).json(),
  );
};

export interface ProfessionInput {
  role: string;
  companyId: number | null;
}

// Profession calls are quiet: the screens show the §8 texts ('Cannot add Profession', …).

export const addProfession = async (profession: ProfessionInput): Promise<ProfessionDto> =>
  professionDto.parse(
    await api.post('user/profession/update/new', { json: { profession }, ...QUIET }).json(),
  );

export const changeProfession = async (
  profession: ProfessionInput & { id: number },
): Promise<ProfessionDto> =>
  professionDto.parse(
    await api.post('user/profession/update', { json: { profession }, ...QUIET }).json(),
  );

export const removeProfession = async (id: number): Promise<void> => {
  okBody.parse(await api.post('user/profession/remove', { json: { id }, ...QUIET }).json());
};

/**
 * POST file/upload (multipart field `file`); `profile` also makes it the caller's photo. Quiet:
 * the photo dialog shows the server's text or 'Server not responding'.
 */
export const uploadImage = async (file: File, profile: boolean): Promise<UploadedFile> => {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file, file.name);
  return uploadedFile.parse(
    await api
      .post('file/upload', {
        body,
        searchParams: { profile: String(profile) },
        timeout: 60_000,
        ...QUIET,
      })
      .json(),
  );
};
