import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PREVIEW_MAX, previewOf } from './notifications';

describe('previewOf', () => {
  it('keeps a short text, flattening its white space', () => {
    expect(previewOf('  Hello\n\nthere  ')).toBe('Hello there');
  });
  it('cuts a long text between graphemes, with an ellipsis', () => {
    const family = '👨‍👩‍👧';
    const cut = previewOf(family.repeat(NOTIFICATION_PREVIEW_MAX + 5));
    expect(cut.endsWith(`${family}…`)).toBe(true);
    expect(cut).toBe(`${family.repeat(NOTIFICATION_PREVIEW_MAX - 1)}…`);
  });
});
