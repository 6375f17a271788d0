import { describe, expect, it } from 'vitest';
import { groupSecret, isAppCode, normalizeTwoFactorCode, recoveryCodesFile } from './two-factor';

describe('normalizeTwoFactorCode', () => {
  it('drops the spaces apps show and paste brings, keeping the characters', () => {
    expect(normalizeTwoFactorCode(' 123 456 ')).toBe('123456');
    expect(normalizeTwoFactorCode('123\u00a0456')).toBe('123456');
    expect(normalizeTwoFactorCode('\tab3de-fgh9k\n')).toBe('ab3de-fgh9k');
    expect(normalizeTwoFactorCode('AB3DE-FGH9K')).toBe('AB3DE-FGH9K');
  });
});

describe('isAppCode', () => {
  it('takes six digits only', () => {
    expect(isAppCode('123456')).toBe(true);
    expect(isAppCode('12345')).toBe(false);
    expect(isAppCode('1234567')).toBe(false);
    expect(isAppCode('12345a')).toBe(false);
    expect(isAppCode('ab3de-fgh9k')).toBe(false);
  });
});

describe('groupSecret', () => {
  it('shows the key in blocks of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('')).toBe('');
  });
});

describe('recoveryCodesFile', () => {
  const codes = ['ab3de-fgh9k', 'x1y2z-3w4v5'];

  it('names the file after the product', () => {
    expect(recoveryCodesFile('Dadhood', codes, new Date(2026, 4, 10)).name).toBe('dadhood-recovery-codes.txt');
    expect(recoveryCodesFile('Dad Hood!', codes, new Date(2026, 4, 10)).name).toBe('dad-hood-recovery-codes.txt');
  });

  it('lists every code on its own line, after what they are for and the day they were made', () => {
    const { text } = recoveryCodesFile('Dadhood', codes, new Date(2026, 4, 10, 23, 30));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Dadhood recovery codes');
    expect(lines[1]).toBe('Made on 2026-05-10.');
    expect(lines.slice(-3)).toEqual(['ab3de-fgh9k', 'x1y2z-3w4v5', '']);
    expect(text).toContain('signs you in once');
  });
});
