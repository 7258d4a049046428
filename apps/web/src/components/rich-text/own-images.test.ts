import { describe, expect, it } from 'vitest';
import { shownImages, storedImages } from './own-images.ts';

const own = '/jeecg-boot/sys/common/static/notice/0123456789abcdef0123456789abcdef.png';

describe('own images in rich text', () => {
  it('stores our images without the token the editor showed them with', () => {
    expect(storedImages(`<p>a</p><img src="${own}?token=abc%2F1">`)).toBe(`<p>a</p><img src="${own}">`);
    expect(storedImages('<img src="https://example.com/a.png?token=x">')).toBe(
      '<img src="https://example.com/a.png?token=x">',
    );
  });

  it('shows our images with the viewer token, once, and leaves other addresses alone', () => {
    expect(shownImages(`<img src="${own}">`, 'a/b')).toBe(`<img src="${own}?token=a%2Fb">`);
    expect(shownImages(`<img src="${own}?token=old">`, 'new')).toBe(`<img src="${own}?token=new">`);
    expect(shownImages('<img src="https://example.com/a.png">', 't')).toBe(
      '<img src="https://example.com/a.png">',
    );
    expect(shownImages(`<img src="${own}">`, null)).toBe(`<img src="${own}">`);
  });
});
