import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/provider.tsx';
import { TickingAmount } from './ticking-amount.tsx';

function html(node: React.ReactNode): string {
  return renderToStaticMarkup(
    <I18nProvider locale="de" messages={{}}>
      {node}
    </I18nProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TickingAmount', () => {
  it("shows the server's text for the server's reading without formatting it again", () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const out = html(
      <TickingAmount amount={123456} currency="EUR" formatted={{ amount: 123456, text: 'S-TEXT' }} />,
    );
    // The visible ticker and the screen reader's reading are both the server's text.
    expect(out.match(/S-TEXT/g)).toHaveLength(2);
    expect(made).not.toHaveBeenCalled();
  });

  it('formats any other amount in the page locale', () => {
    const out = html(
      <TickingAmount amount={123456} currency="EUR" formatted={{ amount: 999, text: 'S-TEXT' }} />,
    );
    expect(out).not.toContain('S-TEXT');
    expect(out).toContain('1.234,56 EUR');
  });
});
