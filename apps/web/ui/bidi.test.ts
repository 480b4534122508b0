import { describe, expect, it } from 'vitest';
import { nameDir } from './bidi.tsx';

describe('nameDir', () => {
  it('lets a bare name take its own direction', () => {
    expect(nameDir('Westbury FC')).toBe('auto');
    expect(nameDir('الأهلي')).toBeUndefined();
  });

  it("keeps a translated phrase around a Latin name in the page's direction", () => {
    expect(nameDir('Westbury FC أو تعادل')).toBeUndefined();
    expect(nameDir('Westbury FC או תיקו')).toBeUndefined();
  });
});
