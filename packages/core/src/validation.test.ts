// Over 300 lines: one describe per form schema of the spec, each with its cases and messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activationSchema,
  checkIllustrationFile,
  checkImageFile,
  collapseWhitespace,
  FORM_ERROR_KEY,
  fieldErrors,
  INVALID_IMAGE_CONTENT,
  memberUpdateSchema,
  newDesignTitle,
  newUserSchema,
  orgSchema,
  orgUpdateSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  userUpdateSchema,
} from './validation.ts';

/** Field → first message of a failed parse, or {} when the input is accepted. */
const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const validOrg = {
  name: 'Corner Shop',
  phone: '9876543210',
  address: '1 Main Road',
  city: 'Kannur',
  state: 'kerala',
};

describe('orgSchema (New Organization dialog)', () => {
  it('accepts a valid organisation and fills the defaults', () => {
    expect(orgSchema.parse(validOrg)).toEqual({ ...validOrg, category: 'grocery', postcode: '' });
  });

  it('collapses and trims whitespace before checking', () => {
    const parsed = orgSchema.parse({
      ...validOrg,
      name: '  Corner   Shop ',
      city: '\tKannur\n',
      postcode: ' 670 001 ',
    });
    expect(parsed.name).toBe('Corner Shop');
    expect(parsed.city).toBe('Kannur');
    expect(parsed.postcode).toBe('670 001');
  });

  it.each([
    ['name', 'Please input Name'],
    ['phone', 'Please input Phone number'],
    ['address', 'Please input address'],
    ['city', 'Please input city'],
    ['state', 'Please input state'],
  ])('%s is required: %s for missing, null, empty and blank', (field, message) => {
    for (const value of [undefined, null, '', '   ']) {
      expect(errorsOf(orgSchema, { ...validOrg, [field]: value })).toEqual({ [field]: message });
    }
  });

  it.each([
    ['name', 50, 'Max Name length of 50'],
    ['address', 120, 'Max address length of 120'],
    ['city', 50, 'Max city length of 50'],
    ['state', 50, 'Max state length of 50'],
  ] as const)('%s accepts %i characters and refuses one more', (field, max, message) => {
    expect(errorsOf(orgSchema, { ...validOrg, [field]: 'x'.repeat(max) })).toEqual({});
    expect(errorsOf(orgSchema, { ...validOrg, [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: message,
    });
  });

  it('counts length after collapsing whitespace', () => {
    expect(
      errorsOf(orgSchema, { ...validOrg, name: ` ${'x'.repeat(25)}     ${'x'.repeat(24)} ` }),
    ).toEqual({});
  });

  it.each(['987654321', '98765432100', '98765-4321', '98765 43210', 'abcdefghij'])(
    'phone %s is not exactly 10 digits',
    (phone) => {
      expect(errorsOf(orgSchema, { ...validOrg, phone })).toEqual({
        phone: 'Phone number should be 10 digit number',
      });
    },
  );

  it('reads a phone sent as a number as its digits', () => {
    expect(orgSchema.parse({ ...validOrg, phone: 9876543210 }).phone).toBe('9876543210');
    expect(errorsOf(orgSchema, { ...validOrg, phone: 98765 })).toEqual({
      phone: 'Phone number should be 10 digit number',
    });
  });

  it('answers the required message for a value of the wrong type', () => {
    expect(errorsOf(orgSchema, { ...validOrg, name: 5, city: ['Kannur'] })).toEqual({
      name: 'Please input Name',
      city: 'Please input city',
    });
  });

  it('reports every broken field at once', () => {
    expect(errorsOf(orgSchema, {})).toEqual({
      name: 'Please input Name',
      phone: 'Please input Phone number',
      address: 'Please input address',
      city: 'Please input city',
      state: 'Please input state',
    });
  });

  it('takes any category of the list and refuses others', () => {
    expect(orgSchema.parse({ ...validOrg, category: 'pharmacy' }).category).toBe('pharmacy');
    expect(orgSchema.parse({ ...validOrg, category: '' }).category).toBe('grocery');
    expect(errorsOf(orgSchema, { ...validOrg, category: 'bakery' })).toEqual({
      category: 'Please select a valid category',
    });
  });

  it('whitespace collapse is idempotent and leaves no double or edge spaces (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\t', '\n', '  ') }), (text) => {
        const once = collapseWhitespace(text);
        expect(collapseWhitespace(once)).toBe(once);
        expect(once).not.toMatch(/\s{2}|^\s|\s$|[\t\n]/);
        expect(once.replace(/ /g, '')).toBe(text.replace(/\s/g, ''));
      }),
    );
  });

  it('parses any name as its collapsed form (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (name) => {
        const expected = collapseWhitespace(name);
        fc.pre(expected.length > 0);
        expect(orgSchema.parse({ ...validOrg, name }).name).toBe(expected);
      }),
    );
  });
});

describe('orgUpdateSchema', () => {
  it('keeps the same required rules', () => {
    expect(errorsOf(orgUpdateSchema, { ...validOrg, name: ' ' })).toEqual({
      name: 'Please input Name',
    });
  });

  it('leaves category and postcode out when not given, so an edit does not reset them', () => {
    const parsed = orgUpdateSchema.parse(validOrg);
    expect(parsed.category).toBeUndefined();
    expect(parsed.postcode).toBeUndefined();
  });

  it('accepts status 0 or 1 only', () => {
    expect(orgUpdateSchema.parse({ ...validOrg, status: 0 }).status).toBe(0);
    expect(errorsOf(orgUpdateSchema, { ...validOrg, status: 2 })).toEqual({
      status: 'Please select a valid status',
    });
  });
});

describe('newUserSchema (New User dialog)', () => {
  it('defaults the role to org_employee', () => {
    expect(newUserSchema.parse({ phone: '9876543210' })).toEqual({
      phone: '9876543210',
      role: 'org_employee',
    });
  });

  it('applies the phone rules with the spec messages', () => {
    expect(errorsOf(newUserSchema, {})).toEqual({ phone: 'Please input Phone number' });
    expect(errorsOf(newUserSchema, { phone: '12345' })).toEqual({
      phone: 'Phone number should be 10 digit number',
    });
  });

  it('accepts reading A roles only', () => {
    expect(newUserSchema.parse({ phone: '9876543210', role: 'org_admin' }).role).toBe('org_admin');
    expect(errorsOf(newUserSchema, { phone: '9876543210', role: 'admin' })).toEqual({
      role: 'Please select a valid role',
    });
  });
});

describe('memberUpdateSchema and userUpdateSchema', () => {
  it('member updates take reading A roles, status 0..2, mode 0|1 and activate', () => {
    expect(
      memberUpdateSchema.parse({ role: 'org_owner', status: 2, mode: 1, activate: true }),
    ).toEqual({ role: 'org_owner', status: 2, mode: 1, activate: true });
    expect(errorsOf(memberUpdateSchema, { role: 'sales' })).toEqual({
      role: 'Please select a valid role',
    });
    expect(errorsOf(memberUpdateSchema, { status: 3 })).toEqual({
      status: 'Please select a valid status',
    });
    expect(errorsOf(memberUpdateSchema, { mode: 2 })).toEqual({
      mode: 'Please select a valid mode',
    });
  });

  it('user updates take reading B roles or sys_admin', () => {
    expect(userUpdateSchema.parse({ role: 'sys_admin' }).role).toBe('sys_admin');
    expect(userUpdateSchema.parse({ role: 'sales', mode: 0, status: 1 })).toEqual({
      role: 'sales',
      mode: 0,
      status: 1,
    });
    expect(errorsOf(userUpdateSchema, { role: 'org_owner' })).toEqual({
      role: 'Please select a valid role',
    });
  });

  it.each([
    ['member', memberUpdateSchema],
    ['user', userUpdateSchema],
  ] as const)('a %s update needs at least one field', (_name, schema) => {
    expect(errorsOf(schema, {})).toEqual({ [FORM_ERROR_KEY]: 'Please change at least one field' });
  });
});

describe('activationSchema', () => {
  it('requires the phone', () => {
    for (const phone of [undefined, null, '', '  ']) {
      expect(errorsOf(activationSchema, { phone })).toEqual({ phone: 'Please input phone number' });
    }
  });

  it('takes 10 to 20 characters', () => {
    expect(errorsOf(activationSchema, { phone: '1'.repeat(9) })).toEqual({
      phone: 'Min phone number length of 10',
    });
    expect(errorsOf(activationSchema, { phone: '1'.repeat(10) })).toEqual({});
    expect(errorsOf(activationSchema, { phone: '1'.repeat(20) })).toEqual({});
    expect(errorsOf(activationSchema, { phone: '1'.repeat(21) })).toEqual({
      phone: 'Max phone number length of 20',
    });
  });
});

describe('resetPasswordSchema', () => {
  const valid = {
    email: 'a@example.com',
    password: 'p'.repeat(10),
    confirmPassword: 'p'.repeat(10),
  };

  it('accepts a valid form', () => {
    expect(resetPasswordSchema.parse(valid)).toEqual(valid);
  });

  it('requires every field with the spec messages', () => {
    expect(errorsOf(resetPasswordSchema, {})).toEqual({
      email: 'Please input email',
      password: 'Please input password',
      confirmPassword: 'Please input password',
    });
  });

  it.each(['plain', 'a@', '@b.com', 'a b@c.com', 'a@b'])('refuses the email %s', (email) => {
    expect(errorsOf(resetPasswordSchema, { ...valid, email })).toEqual({
      email: 'Please input valid email',
    });
  });

  it('takes a password of 10 to 60 characters', () => {
    const withPassword = (password: string) => ({ ...valid, password, confirmPassword: password });
    expect(errorsOf(resetPasswordSchema, withPassword('p'.repeat(9)))).toEqual({
      password: 'Min password length of 10',
    });
    expect(errorsOf(resetPasswordSchema, withPassword('p'.repeat(60)))).toEqual({});
    expect(errorsOf(resetPasswordSchema, withPassword('p'.repeat(61)))).toEqual({
      password: 'Max password length of 60',
    });
  });

  it('puts a mismatch on confirmPassword, even beside a too-short password', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, confirmPassword: 'q'.repeat(10) })).toEqual({
      confirmPassword: 'Password and Confirm Password does not match',
    });
    expect(errorsOf(resetPasswordSchema, { ...valid, password: 'short' })).toEqual({
      password: 'Min password length of 10',
      confirmPassword: 'Password and Confirm Password does not match',
    });
  });

  it('the wire body needs the code', () => {
    const body = { email: 'a@example.com', forgot_pass_code: 'abc', password: 'p'.repeat(10) };
    expect(resetPasswordRequestSchema.parse(body)).toEqual(body);
    expect(errorsOf(resetPasswordRequestSchema, { ...body, forgot_pass_code: '' })).toEqual({
      forgot_pass_code: 'Please input code',
    });
  });
});

describe('signInSchema', () => {
  it('requires username and password', () => {
    expect(errorsOf(signInSchema, {})).toEqual({
      username: 'Please input phone number',
      password: 'Please input password',
    });
  });

  it('caps the password length before it reaches the hasher', () => {
    expect(errorsOf(signInSchema, { username: '9876543210', password: 'p'.repeat(256) })).toEqual(
      {},
    );
    expect(errorsOf(signInSchema, { username: '9876543210', password: 'p'.repeat(257) })).toEqual({
      password: 'Max password length of 256',
    });
  });
});

describe('signUpSchema', () => {
  const valid = {
    name: 'Asha',
    phone: '9876543210',
    password: 'p'.repeat(10),
    confirmPassword: 'p'.repeat(10),
    terms: true,
  };

  it('accepts a complete form', () => {
    expect(signUpSchema.parse(valid)).toEqual(valid);
  });

  it('requires the terms to be ticked', () => {
    expect(errorsOf(signUpSchema, { ...valid, terms: false })).toEqual({
      terms: 'Please accept the terms and conditions',
    });
  });

  it('reuses the spec messages for name, phone and passwords', () => {
    expect(errorsOf(signUpSchema, { terms: true })).toEqual({
      name: 'Please input Name',
      phone: 'Please input Phone number',
      password: 'Please input password',
      confirmPassword: 'Please input password',
    });
    expect(errorsOf(signUpSchema, { ...valid, confirmPassword: 'q'.repeat(10) })).toEqual({
      confirmPassword: 'Password and Confirm Password does not match',
    });
  });
});

describe('upload checks', () => {
  it('image: missing, wrong name, too large, accepted', () => {
    expect(checkImageFile(null)).toBe('Please select an image (JPG|JPEG|PNG).');
    expect(checkImageFile(undefined)).toBe('Please select an image (JPG|JPEG|PNG).');
    expect(checkImageFile({ name: 'photo.bmp', size: 1 })).toBe(
      'Please select valid image JPG,JPEG,PNG',
    );
    expect(checkImageFile({ name: 'photo.jpg.exe', size: 1 })).toBe(
      'Please select valid image JPG,JPEG,PNG',
    );
    expect(checkImageFile({ name: 'photo.png', size: 3_145_729 })).toBe(
      'Image size exceeds the allowable limit(3Mb).',
    );
    for (const name of ['a.jpg', 'a.JPEG', 'a.Png', 'a.gif']) {
      expect(checkImageFile({ name, size: 3_145_728 })).toBeNull();
    }
  });

  it('illustration: missing, wrong name, too large, accepted', () => {
    expect(checkIllustrationFile(null)).toBe('Please select an image (SVG).');
    expect(checkIllustrationFile({ name: 'a.png', size: 1 })).toBe('Please select valid image SVG');
    expect(checkIllustrationFile({ name: 'a.svg', size: 1_048_577 })).toBe(
      'Image size exceeds the allowable limit(1Mb).',
    );
    expect(checkIllustrationFile({ name: 'a.SVG', size: 1_048_576 })).toBeNull();
  });

  it('exports the content message', () => {
    expect(INVALID_IMAGE_CONTENT).toBe('Invalid image content.');
  });
});

describe('newDesignTitle', () => {
  it('trims the title and answers null when nothing is left', () => {
    expect(newDesignTitle('  Summer sale ')).toBe('Summer sale');
    expect(newDesignTitle('   ')).toBeNull();
    expect(newDesignTitle('')).toBeNull();
    expect(newDesignTitle(undefined)).toBeNull();
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    expect(
      fieldErrors({
        issues: [
          { code: 'custom', path: ['a', 'b'], message: 'first', input: undefined },
          { code: 'custom', path: ['a', 'b'], message: 'second', input: undefined },
          { code: 'custom', path: ['list', 0], message: 'item', input: undefined },
          { code: 'custom', path: [], message: 'whole', input: undefined },
        ],
      }),
    ).toEqual({ 'a.b': 'first', 'list.0': 'item', [FORM_ERROR_KEY]: 'whole' });
  });
});
