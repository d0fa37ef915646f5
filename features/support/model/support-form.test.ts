import { supportRules } from '@/contract/schemas/support';
import { canSubmit, checkSupportFile, maxFilesOf, supportFormSchema } from './support-form';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('support form rules', () => {
  it('allows submitting only when reason, comment, name and e-mail are not blank', () => {
    const full = { reason: 'other', comment: 'Help', name: 'Ann', email: 'a@b.co' };
    expect(canSubmit(full)).toBe(true);
    for (const field of ['reason', 'comment', 'name', 'email'] as const) expect(canSubmit({ ...full, [field]: '  ' })).toBe(false);
  });

  it('says emailInvalid for an address without a domain dot', () => {
    const result = supportFormSchema.safeParse({ reason: 'other', comment: 'Help', name: 'Ann', email: 'ann@example' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['email', 'emailInvalid']]);
  });

  it('refuses an unknown reason', () => {
    const result = supportFormSchema.safeParse({ reason: 'refund', comment: 'Help', name: 'Ann', email: 'a@b.co' });
    expect(result.error?.issues[0]?.message).toBe('reasonRequired');
  });

  it('checks a file before upload: type, emptiness and size', () => {
    expect(checkSupportFile(file('a.png', 'image/png'))).toBeNull();
    expect(checkSupportFile(file('a.pdf', ''))).toBeNull();
    expect(checkSupportFile(file('a.exe', 'application/x-msdownload'))).toBe('wrongType');
    expect(checkSupportFile(file('a.png', 'image/png', 0))).toBe('empty');
    expect(checkSupportFile(file('a.png', 'image/png', supportRules.maxFileBytes + 1))).toBe('tooLarge');
  });

  it('takes one file in the variant, five in the full form', () => {
    expect(maxFilesOf('short')).toBe(1);
    expect(maxFilesOf('full')).toBe(supportRules.maxFiles);
  });
});
