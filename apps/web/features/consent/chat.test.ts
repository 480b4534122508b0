import { describe, expect, it } from 'vitest';
import { chatWidget } from './chat.ts';

describe('live chat widget of the site config (issue 15, SPEC §1)', () => {
  it('loads nothing for none, an empty id or an id that is not a plain token', () => {
    expect(chatWidget({ type: 'none', id: 'x', region: '' })).toBeNull();
    expect(chatWidget({ type: 'zendesk', id: '', region: '' })).toBeNull();
    expect(chatWidget({ type: 'zendesk', id: 'a"></script>', region: '' })).toBeNull();
    expect(chatWidget(undefined)).toBeNull();
  });

  it("loads the chosen provider's script with its account id", () => {
    expect(chatWidget({ type: 'zendesk', id: 'abc-123', region: '' })).toMatchObject({
      src: 'https://static.zdassets.com/ekr/snippet.js?key=abc-123',
      scriptId: 'ze-snippet',
    });
    expect(chatWidget({ type: 'livechat', id: '12345', region: '' })).toEqual({
      src: 'https://cdn.livechatinc.com/tracking.js',
      globals: { __lc: { license: 12345 } },
    });
    expect(chatWidget({ type: 'intercom', id: 'app1', region: 'eu' })).toEqual({
      src: 'https://widget.intercom.io/widget/app1',
      globals: { intercomSettings: { app_id: 'app1', api_base: 'https://api-iam.eu.intercom.io' } },
    });
  });
});
