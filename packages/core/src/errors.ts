// Every error the API answers carries a stable code beside its English message (issue 14;
// the shape stays { error: { code, message, fields? } }, ARCHITECTURE §4). The English texts
// live here once: the server answers with them, and the web app reads the code back from the
// message to show the code's translation (apps/web/src/i18n/apiErrors.ts).
//
// A message may carry values, written {{name}} as in the interface catalogues; a count is
// written in English's two forms (one / other), which the web's catalogue mirrors with
// i18next's plural suffixes. The spec's rule messages (MESSAGES) are codes too, named after
// their rule: 'imageTooLarge' answers 'image_too_large'.
import { BLANK_DESIGN_MESSAGE } from './document/blank.ts';
import { DELETE_ACTIVE, PUBLICATION_MESSAGES } from './publication.ts';
import { INVALID_IMAGE_CONTENT, MESSAGES } from './validation.ts';

export type ErrorTemplate = string | { readonly one: string; readonly other: string };

const NOT_FOUND = {
  resource_not_found: 'Resource not found',
  user_not_found: 'User not found',
  organisation_not_found: 'Organisation not found',
  member_not_found: 'Member not found',
  design_not_found: 'Design not found',
  template_not_found: 'Template not found',
  page_not_found: 'Page not found',
  file_not_found: 'File not found',
  image_not_found: 'Image not found',
  session_not_found: 'Session not found',
} as const;

const minutes = (before: string) => ({
  one: `${before} {{count}} minute.`,
  other: `${before} {{count}} minutes.`,
});

/** The codes the server gives its own sentences (the spec's rule messages are added below). */
export const ERROR_MESSAGES = {
  // Requests the server cannot read
  bad_request: 'Bad request',
  malformed_json: 'Malformed JSON body',
  empty_json_body: 'Malformed JSON body: the body is empty',
  malformed_multipart: 'Malformed multipart body',
  multipart_expected: 'Expected a multipart/form-data request.',
  invalid_url: 'Invalid URL: a path part is not valid percent-encoding',
  invalid_file_path: 'Invalid file path',
  unsupported_content_type: 'Unsupported content type.',
  unsupported_content_type_named: 'Unsupported content type: {{type}}',
  request_too_large: 'The request is too large.',
  file_too_large: 'The file is too large.',
  one_file_at_a_time: 'Send one file at a time.',
  too_many_form_parts: 'Too many form parts.',
  too_many_form_fields: 'Too many form fields.',
  number_out_of_range: 'A number in the request is out of range.',
  text_contains_nul: 'Text must not contain NUL characters.',
  value_wrong_format: 'A value in the request has the wrong format.',
  value_too_long: 'A value in the request is too long.',
  date_invalid: 'A date in the request is not valid.',
  date_out_of_range: 'A date in the request is out of range.',
  value_unusable: 'A value in the request cannot be used.',
  page_id_invalid: 'pageId must be a page number',
  page_code_invalid: 'The code must look like 001:<page number>',
  city_query_missing: 'Please give a city',
  city_name_too_long: 'The city name is too long',
  page_limit_invalid: 'limit must be a whole number from 1 to 100',
  page_cursor_invalid: 'cursor is not one this listing gave: start again without it',
  search_too_long: 'The search is too long',
  revision_required: 'revision is required',
  // Who may do what
  unauthorized: 'Unauthorized',
  forbidden: 'You are not allowed to do this.',
  admins_managed_by_sys_admin: 'Only a system administrator can manage administrators.',
  members_managed_by_managers:
    'Only an owner or administrator of the organisation can change its users.',
  feature_off: 'This feature is turned off.',
  internal: 'Something went wrong. Please try again later.',
  // Things that are not there
  ...NOT_FOUND,
  route_not_found: 'No route for {{method}} {{path}}',
  // Limits on tries
  too_many_requests: 'Too many requests. Try again later.',
  rate_limit_exceeded: 'Rate limit exceeded, retry in {{after}}',
  sign_in_rate_limited: minutes('Too many sign-in attempts. Try again in'),
  member_add_rate_limited: minutes('Too many users added. Try again in'),
  password_check_rate_limited: minutes('Too many wrong passwords. Try again in'),
  // Sign-in and accounts
  wrong_credentials: 'Wrong phone number or password',
  account_deactivated: 'This account has been deactivated.',
  sign_in_enter_phone: 'Enter your phone number',
  sign_in_enter_password: 'Enter your password',
  sign_in_password_too_long: 'Password must be at most {{max}} characters',
  activation_failed: 'Activation failed: the code is invalid or has expired.',
  reset_failed: 'Password reset failed: the code is invalid or has expired.',
  current_password_wrong: 'The current password is not correct.',
  phone_taken: 'A user with this phone number already exists.',
  language_invalid: 'Please select a valid language',
  // Users, organisations and members
  cannot_delete_yourself: 'You cannot delete your own account.',
  cannot_deactivate_yourself: 'You cannot deactivate your own account.',
  org_has_active_designs: "Unpublish the organisation's active designs first.",
  phone_not_registered: 'The phone number you entered does not match with any user.',
  already_member: 'This user is already a member of the organisation.',
  last_owner: 'An organisation needs at least one owner.',
  // Designs, templates and their pictures
  design_not_editable: 'A published design cannot be edited. Unpublish it first.',
  stale_revision: 'This design was changed elsewhere. Reload it or save a copy.',
  design_delete_active: DELETE_ACTIVE,
  design_blank: BLANK_DESIGN_MESSAGE,
  design_title_required: 'Please input title',
  design_type_invalid: 'Please select a valid design type',
  design_unreadable: 'The design could not be read: {{detail}}.',
  template_unreadable: 'The template could not be read: {{detail}}.',
  template_owner_invalid: 'A template belongs to this organisation or is global (owner 0).',
  preview_not_stored: 'The preview must be an image stored on this site.',
  preview_not_this_design: 'The preview must be a picture of this design.',
  preview_not_this_template: 'The preview must be a picture of this template.',
  invalid_image_content: INVALID_IMAGE_CONTENT,
  upload_quota_exceeded:
    'Storage exceeds the allowable limit({{megabytes}}Mb): delete unused uploads first.',
  // Publishing (core's publication rules)
  start_date_required: PUBLICATION_MESSAGES.startRequired,
  end_date_required: PUBLICATION_MESSAGES.endRequired,
  start_before_today: PUBLICATION_MESSAGES.startBeforeToday,
  end_before_start: PUBLICATION_MESSAGES.endBeforeStart,
  start_date_locked: PUBLICATION_MESSAGES.startLocked,
  publish_not_new: PUBLICATION_MESSAGES.publishNotNew,
  unpublish_not_published: PUBLICATION_MESSAGES.unpublishNotPublished,
  unpublish_active: PUBLICATION_MESSAGES.unpublishActive,
  disable_not_published: PUBLICATION_MESSAGES.disableNotPublished,
  disable_active: PUBLICATION_MESSAGES.disableActive,
  enable_not_disabled: PUBLICATION_MESSAGES.enableNotDisabled,
} as const satisfies Record<string, ErrorTemplate>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export type Rule = keyof typeof MESSAGES;

/** 'imageTooLarge' → 'image_too_large': the code a spec rule's message answers with. */
export const ruleErrorCode = (rule: Rule): string =>
  rule.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The code of each thing the API can answer that is not a field of a form (validation_failed). */
export const ERROR_CODES: readonly string[] = [
  ...Object.keys(ERROR_MESSAGES),
  ...(Object.keys(MESSAGES) as Rule[]).map(ruleErrorCode),
];

type Values = Readonly<Record<string, string | number>>;

const fill = (template: string, values: Values): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** A code's English message with its values: errorMessage('sign_in_rate_limited', { count: 5 }). */
export function errorMessage(code: ErrorCode, values: Values = {}): string {
  const template: ErrorTemplate = ERROR_MESSAGES[code];
  if (typeof template === 'string') return fill(template, values);
  return fill(values.count === 1 ? template.one : template.other, values);
}

interface Pattern {
  code: string;
  regex: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(code: string, template: string): Pattern {
  const names: string[] = [];
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { code, regex: new RegExp(`^${source}$`, 's'), names };
}

const PATTERNS: Pattern[] = [
  ...(Object.entries(ERROR_MESSAGES) as [ErrorCode, ErrorTemplate][]).flatMap(([code, template]) =>
    typeof template === 'string'
      ? [patternOf(code, template)]
      : [patternOf(code, template.one), patternOf(code, template.other)],
  ),
  ...(Object.entries(MESSAGES) as [Rule, string][]).map(([rule, text]) =>
    patternOf(ruleErrorCode(rule), text),
  ),
];

export interface KnownError {
  code: string;
  /** The values the message carries ({{count}}, {{detail}} …), as text. */
  values: Record<string, string>;
}

/**
 * The code an English message belongs to, with the values read out of it; null for a text
 * the catalogue does not hold (a framework's own wording). Fixed sentences win over patterns.
 */
export function errorCodeOf(message: string): KnownError | null {
  let best: KnownError | null = null;
  for (const { code, regex, names } of PATTERNS) {
    const match = regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    if (names.length === 0) return { code, values };
    best ??= { code, values };
  }
  return best;
}
