import { WEBSITE_CONTENT_LIMITS, WEBSITE_CONTENT_MESSAGES as M } from '@site/shared';
import { homepageContentSchema, toHomepageInput } from './website-content.schema';

const valid = { heroTitle: 'Title', heroSubtitle: 'Subtitle', heroImageUrl: '' };
const messageFor = async (values: object) =>
  homepageContentSchema.validate(values).then(
    () => null,
    (error: { message: string }) => error.message,
  );

describe('homepageContentSchema', () => {
  it('accepts an empty image address or an http(s) one', async () => {
    expect(await messageFor(valid)).toBeNull();
    expect(await messageFor({ ...valid, heroImageUrl: ' https://cdn.example.com/hero.jpg ' })).toBeNull();
  });

  it.each(['javascript:alert(1)', 'www.example.com/hero.jpg', 'ftp://example.com/x.png'])(
    "refuses %j with the server's message",
    async (heroImageUrl) => {
      expect(await messageFor({ ...valid, heroImageUrl })).toBe(M.heroImageUrl);
    },
  );

  it("applies the server's limits on trimmed text", async () => {
    expect(await messageFor({ ...valid, heroTitle: '   ' })).toBe(M.heroTitle);
    expect(await messageFor({ ...valid, heroTitle: 'x'.repeat(WEBSITE_CONTENT_LIMITS.heroTitle + 1) })).toBe(
      M.heroTitleMax,
    );
  });

  it('sends trimmed texts, an empty image as null and the version the form loaded', () => {
    expect(toHomepageInput({ heroTitle: ' T ', heroSubtitle: ' S ', heroImageUrl: '  ' }, 4)).toEqual({
      version: 4,
      heroTitle: 'T',
      heroSubtitle: 'S',
      heroImageUrl: null,
    });
  });
});
