import type { Role } from '../../src/api/contract/common';
import type { ConferenceTopic, ConferenceType } from '../../src/api/contract/conference';
import type { IsoDay } from './berlin-time';

/** Plain records produced by the generators; ids are 1-based and refer to each other. */
export interface SeedFile {
  id: number;
  name: string;
  mime: 'image/svg+xml';
  content: string;
  width: number;
  height: number;
}

export interface NamedRecord {
  id: number;
  name: string;
}

export interface SeedVenue extends NamedRecord {
  latitude: number;
  longitude: number;
  website: string;
  imageFileId: number;
  use: 'festival' | 'conference';
  hours: readonly [number, number];
}

export type RoleLabel = 'Artist' | 'Speaker' | 'Speaker & Artist';

export interface SeedProfession {
  role: string;
  companyId: number;
}

export interface SeedSocials {
  website: string | null;
  spotify: string | null;
  soundcloud: string | null;
  instagram: string | null;
  youtube: string | null;
  linkedIn: string | null;
  twitter: string | null;
}

export interface SeedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Stage name or nickname, at most 20 characters. */
  name: string;
  bio: string | null;
  roles: Role[];
  roleLabel: RoleLabel | null;
  /** Phantom accounts have no password and cannot log in. */
  canLogIn: boolean;
  firstLogin: boolean;
  imageFileId: number | null;
  genreIds: number[];
  tagIds: number[];
  professions: SeedProfession[];
  socials: SeedSocials;
  visibleOnWebsite: boolean;
  years: number[];
  createdById: number | null;
  editableByIds: number[];
  favouriteEventIds: number[];
  createdAt: Date;
}

export interface SeedEvent {
  id: number;
  title: string;
  description: string;
  startsAt: Date;
  /** Null means the set has no announced end ('Open End'). */
  endsAt: Date | null;
  /** The Berlin calendar day the event belongs to (a night set after midnight counts to the evening). */
  programDay: IsoDay;
  conference: boolean;
  conferenceType: ConferenceType | null;
  conferenceTopics: ConferenceTopic[];
  genreIds: number[];
  artistIds: number[];
  venueId: number;
  thumbnailFileId: number;
  year: number;
  ticketLink: string | null;
  instagramLink: string | null;
  facebookLink: string | null;
  state: 'DRAFT' | 'PUBLISHED';
  createdById: number;
  editableByIds: number[];
  activeInCurrentEventRotation: boolean;
  createdAt: Date;
}

export interface SeedProduct {
  uid: string;
  name: string;
  additionalInformation: string;
  /** Gross price in euro cents, 19 % VAT included. */
  price: number;
  currency: 'EUR';
  soldOut: boolean;
  availability: number;
  allowsReentry: boolean;
  year: number;
  sortOrder: number;
}

export interface SeedPaymentMethod {
  uid: string;
  name: string;
  imageFileId: number;
  /** Fee in euro cents. */
  costs: number;
  currency: 'EUR';
}

export interface SeedVoucher {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  /** The edition the voucher applies to. */
  year: number;
  maxUses: number | null;
}

export interface SeedComment {
  id: number;
  authorId: number;
  text: string;
  createdAt: Date;
}

export interface SeedPost {
  id: number;
  authorId: number;
  text: string;
  imageFileId: number | null;
  /** Tag names, as feed items keep them. */
  tags: string[];
  likedByIds: number[];
  comments: SeedComment[];
  createdAt: Date;
}

export interface SeedTicket {
  uid: string;
  productUid: string;
  ownerUserId: number;
  ownerName: string;
  year: number;
  price: number;
  /** The 12-character value in the ticket's QR code. */
  code: string;
}

export interface SeedOrderItem {
  productUid: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

/** A completed demo purchase so the ticket screens have something to show. */
export interface SeedOrder {
  uid: string;
  userId: number;
  consumer: {
    firstName: string;
    lastName: string;
    email: string;
    gender: number;
    date_of_birth: string;
    address: { street: string; city: string; postalCode: string; country: string };
    ip: null;
  };
  items: SeedOrderItem[];
  total: number;
  serviceFee: number;
  paymentCosts: number;
  grandTotal: number;
  paymentMethodUid: string;
  createdAt: Date;
  tickets: SeedTicket[];
}

export interface SeedSettings {
  yearOptions: number[];
  defaultYear: number;
}

export interface SeedData {
  settings: SeedSettings;
  files: SeedFile[];
  tags: NamedRecord[];
  genres: NamedRecord[];
  companies: NamedRecord[];
  venues: SeedVenue[];
  users: SeedUser[];
  events: SeedEvent[];
  products: SeedProduct[];
  paymentMethods: SeedPaymentMethod[];
  vouchers: SeedVoucher[];
  orders: SeedOrder[];
  posts: SeedPost[];
}
