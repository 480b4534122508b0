import { describe, expect, it } from 'vitest';
import { modalFromUrl } from './modal-names.ts';

const at = (path: string) => modalFromUrl(new URL(path, 'https://sb.test'));

describe('modalFromUrl', () => {
  it('opens a modal named by the fragment and removes the fragment', () => {
    expect(at('/soccer?page=2#sign-in')).toEqual({
      modal: 'sign_in',
      tokens: {},
      cleanedUrl: '/soccer?page=2',
    });
    expect(at('/#password_new')?.modal).toBe('password_new');
    expect(at('/#Sign-Up')?.modal).toBe('sign_up');
  });

  it('opens a modal named by ?modal= and removes the parameter, keeping the others and the hash', () => {
    expect(at('/de/live?modal=sign_up&sport=soccer#top')).toEqual({
      modal: 'sign_up',
      tokens: {},
      cleanedUrl: '/de/live?sport=soccer#top',
    });
  });

  it('reads the reset token and removes it from the address', () => {
    expect(at('/?modal=password_edit&reset_password_token=abc')).toEqual({
      modal: 'password_edit',
      tokens: { reset_password_token: 'abc' },
      cleanedUrl: '/',
    });
    expect(at('/en?modal=confirmation&confirmation_token=t1')?.tokens).toEqual({ confirmation_token: 't1' });
    expect(at('/#unlock')?.modal).toBe('unlock');
  });

  it('ignores fragments and names that are not URL modals', () => {
    expect(at('/#main')).toBeNull();
    expect(at('/?modal=reality_check')).toBeNull();
    expect(at('/#bet-slip')).toBeNull();
    expect(at('/')).toBeNull();
  });

  it('prefers the fragment, and still removes a modal parameter alongside it', () => {
    expect(at('/?modal=sign_up#sign-in')).toEqual({ modal: 'sign_in', tokens: {}, cleanedUrl: '/' });
  });
});
