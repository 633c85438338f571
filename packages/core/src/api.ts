// The wire contract between the server and the web app (spec §3 and §7 field names).
// Both sides import these types, so a renamed field fails the typecheck on both.
import type { DesignType, Flags, PublishedCode } from './constants.ts';
import type { InterfaceLanguage } from './languages.ts';

/** Every error answer: `{ error: { code, message, fields? } }` (ARCHITECTURE §4). */
export interface ApiError {
  error: {
    code: string;
    message: string;
    /** Field name → the spec's message for that field. */
    fields?: Record<string, string>;
  };
}

export interface SignInRequest {
  username: string;
  password: string;
}
/** Answer of POST /api/v1/session; `id` is the bearer token. status '1' means success. */
export interface SignInResponse {
  status: '1';
  id: string;
  name: string;
  phone: string;
  role: string;
  mode: number;
  email: string;
  /** The interface language kept on the account; null until the user chooses one. */
  language?: InterfaceLanguage | null;
}
export interface SignInFailure {
  status: string;
}

export interface Org {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  phone: string;
  /** 1 online, 0 offline. */
  status: number;
  category: string;
  postcode: string;
  /**
   * Only in GET /orgs: the signed-in user's own role in it (reading A), null when they are not
   * a member (a platform admin sees every organisation).
   */
  memberRole?: string | null;
}
export type OrgInput = Omit<Org, 'id' | 'status'> & { status?: number };

/** A user as a member of one organisation (reading A roles). */
export interface Member {
  id: number;
  name: string;
  phone: string;
  role: string;
  city: string;
  /** 0 offline, 1 and 2 online. */
  status: number;
  /** Human text about activation, e.g. 'Activation pending since 21/11/2026'. Empty when active. */
  activation: string;
  /** 1 = business mode. */
  mode: number;
}

/** A user on the global list (reading B roles plus sys_admin). */
export interface User {
  id: number;
  name: string;
  phone: string;
  email: string;
  role: string;
  city: string;
  mode: number;
  status: number;
}

/** The signed-in user's own profile (GET/PUT /me): a user plus what only they see. */
export interface Profile extends User {
  /** The interface language kept on the account; null until the user chooses one. */
  language: InterfaceLanguage | null;
}

/** A design (campaign record). `content` is the campaign document as a JSON string. */
export interface Design {
  id: number;
  title: string;
  preview: string;
  content: string;
  type: DesignType;
  version: string;
  api: string;
  owner_type: number;
  owner_id: number;
  owner_name: string;
  status: number;
  auto_bookmark: number;
  published: PublishedCode;
  /** First and last publication day (`YYYY-MM-DD`, the platform zone's calendar days) or null. */
  publish_start: string | null;
  publish_end: string | null;
  /** Optimistic-concurrency counter: a save of a stale revision answers 409. */
  revision: number;
  updated: string;
}

export interface Template {
  id: number;
  title: string;
  preview: string;
  content: string;
  /** The serialized page. */
  template: string;
  type: string;
  version: string;
  api: string;
  owner_type: number;
  /** 0 means a global template. */
  owner_id: number;
  owner_name: string;
  status: number;
}

export interface UploadedFile {
  id: number;
  /** 0 means global. */
  owner_id: number;
  path: string;
  category: string;
  tags: string;
  type: string;
  size: number;
  /** 0 image, 1 illustration. */
  illustration: 0 | 1;
  created: string;
}

/** A page record: what the public sees and what QR codes point to. */
export interface PageRecord {
  id: number;
  code_type: string;
  content_id: number;
  title: string;
  channel: string;
  preview: string;
  publisher_id: number;
  publisher_name: string;
  auto_bookmark: number;
  content: string;
}

/** Public listing entry (spec §3 Content). */
export interface PublicContent {
  id: number;
  title: string;
  preview: string;
  type: string;
  template: string;
  code_type: string;
  publisher_name: string;
  publisher_city: string;
  publish_start?: string | null;
  publish_end?: string | null;
}

export type FlagsResponse = Flags;

/** GET /api/v1/platform: what the web app needs of the server's configuration. */
export interface PlatformResponse {
  /** The platform's IANA time zone: publication days are its calendar days. */
  time_zone: string;
  /**
   * Where QR codes and shared links point (`PUBLIC_URL`, no trailing slash): the studio may be
   * reached at another address (a LAN name, a proxy) than the one customers open.
   */
  public_url: string;
}
