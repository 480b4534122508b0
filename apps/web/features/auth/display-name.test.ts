import { describe, expect, it } from 'vitest';
import { displayName, type NameFields } from './display-name.ts';

const empty: NameFields = {
  first_name: null,
  last_name: null,
  nickname: null,
  email: null,
  mobile_phone: null,
  auth_phone_number: null,
};

describe('displayName', () => {
  it('prefers first and last name', () => {
    expect(
      displayName({ ...empty, first_name: 'Ada', last_name: 'Lovelace', nickname: 'ada', email: 'a@x.io' }),
    ).toBe('Ada Lovelace');
    expect(displayName({ ...empty, first_name: 'Ada', nickname: 'ada' })).toBe('Ada');
  });

  it('falls back to nickname, then email, then phone', () => {
    expect(displayName({ ...empty, nickname: 'ada', email: 'a@x.io' })).toBe('ada');
    expect(displayName({ ...empty, first_name: '  ', email: 'a@x.io', mobile_phone: '+3531234567' })).toBe(
      'a@x.io',
    );
    expect(displayName({ ...empty, mobile_phone: '+3531234567' })).toBe('+3531234567');
    expect(displayName({ ...empty, auth_phone_number: '+3531234568' })).toBe('+3531234568');
    expect(displayName(empty)).toBe('');
  });
});
