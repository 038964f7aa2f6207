import { framedViewUrl } from './framedView';

describe('framedViewUrl', () => {
  it("asks a page of the site's own for its framed view, keeping its query and fragment", () => {
    expect(framedViewUrl('/legal/privacy')).toBe('/legal/privacy?view=framed');
    expect(framedViewUrl('/legal/terms?lang=en#changes')).toBe(
      '/legal/terms?lang=en&view=framed#changes',
    );
  });

  it('frames any other address as it is', () => {
    expect(framedViewUrl('https://policies.example.com/privacy')).toBe(
      'https://policies.example.com/privacy',
    );
    expect(framedViewUrl('//policies.example.com/privacy')).toBe('//policies.example.com/privacy');
  });
});
