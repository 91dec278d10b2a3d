import { QUIET, api } from './client';
import { okBody } from './contract/common';
import { legalNotice, type LegalNotice } from './contract/legal';
import {
  dataExport,
  privacyChoices,
  type DataExport,
  type PrivacyChoices,
  type PrivacyChoicesRequest,
} from './contract/privacy';

/** The member's own choices: public profile and lobby (GET user/privacy). */
export const getPrivacyChoices = async (): Promise<PrivacyChoices> =>
  privacyChoices.parse(await api.get('user/privacy').json());

/** POST user/privacy; the answer is the choices as stored. */
export const choosePrivacy = async (choices: PrivacyChoicesRequest): Promise<PrivacyChoices> =>
  privacyChoices.parse(await api.post('user/privacy', { json: choices }).json());

/** GET user/export: everything the festival keeps about the caller (GDPR Art. 15 and 20). */
export const getDataExport = async (): Promise<DataExport> =>
  dataExport.parse(await api.get('user/export', { timeout: 60_000 }).json());

/** POST user/delete with the password. Quiet: the dialog shows the server's text itself. */
export const deleteAccount = async (password: string): Promise<void> => {
  okBody.parse(await api.post('user/delete', { json: { password }, ...QUIET }).json());
};

/** GET legal: the operator for the imprint and privacy pages (public). */
export const getLegalNotice = async (): Promise<LegalNotice> =>
  legalNotice.parse(await api.get('legal').json());
