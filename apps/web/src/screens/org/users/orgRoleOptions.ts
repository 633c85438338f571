import { ORG_ROLE_IDS, ORG_ROLES } from '@nibble/core';

/** Reading A roles for the role selects of the organisation's Users screen. */
export const ORG_ROLE_OPTIONS = ORG_ROLE_IDS.map((value) => ({ value, label: ORG_ROLES[value] }));
