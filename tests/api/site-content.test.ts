// The first HTML response carries the texts last saved in the back office, never the build's.
import { conditionalSlot, textSlot } from '@site/shared';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATE } from '../fixtures/site-app';
import { ADMIN, dataOf, startTestApp, type TestApp } from '../fixtures/test-app';
import {
  SITE_CONTENT,
  UPDATE_ABOUT,
  UPDATE_HOMEPAGE,
  validAbout,
  validHomepage,
  type SiteContentData,
} from '../fixtures/website-content';

/** The home page as the web build draws it: the editable texts as slots (web/src/prerender.tsx). */
const HOME =
  `<main><h1 class="hero__title">${textSlot('heroTitle')}</h1><p class="hero__text">${textSlot('heroSubtitle')}</p>` +
  conditionalSlot(
    'heroImageUrl',
    `<picture><img class="hero__image" src="${textSlot('heroImageUrl')}" alt="" width="560" height="420"/></picture>`,
    '<div class="hero__card">Logo</div>',
  ) +
  `<h2>${textSlot('aboutTitle')}</h2><p class="section__lead">${textSlot('missionStatement')}</p>` +
  `<div class="about__text"><p>${textSlot('aboutContent')}</p><a href="/about">More about us</a></div></main>`;

let app: TestApp;
let admin: string;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'site-content-dist-'));
  await mkdir(path.join(distDir, '.vite'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(distDir, '.vite', 'prerendered.json'), JSON.stringify({ '/': HOME }));
  app = await startTestApp({ webDistDir: distDir });
  admin = await app.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

const home = async (suffix = '') => (await fetch(`${app.url}/${suffix}`)).text();
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script\b/.exec(html)?.[1] ?? '';
const sentContent = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="site-content">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as Record<string, unknown> | null;
const current = async () => dataOf(await app.gql<SiteContentData>(SITE_CONTENT)).siteContent;

async function saveHomepage(overrides: Record<string, unknown>) {
  const { homepageVersion } = await current();
  dataOf(await app.gql(UPDATE_HOMEPAGE, { input: validHomepage(homepageVersion, overrides) }, admin));
}

describe('the first HTML of /', () => {
  it('shows the seeded texts, the logo card for no image, and no slot marker', async () => {
    const root = rootOf(await home());
    expect(root).toContain('<h1 class="hero__title">We build software that moves your business forward</h1>');
    expect(root).toContain('<div class="hero__card">Logo</div>');
    expect(root).not.toContain('<img');
    expect(root).not.toMatch(/[\uE000\uE001]/);
  });

  it('carries the hero title saved a moment ago, with the saved image in place of the logo card', async () => {
    await saveHomepage({ heroTitle: 'Freshly saved hero', heroImageUrl: 'https://cdn.example.com/hero.jpg?a=1&b=2' });
    const root = rootOf(await home());
    expect(root).toContain('<h1 class="hero__title">Freshly saved hero</h1>');
    expect(root).toContain('src="https://cdn.example.com/hero.jpg?a=1&amp;b=2"');
    expect(root).not.toContain('hero__card');
  });

  it('escapes HTML in the saved texts and writes `$` patterns as they are', async () => {
    await saveHomepage({ heroTitle: `<script>alert("x")</script> & $& $1 $' it's`, heroSubtitle: '</p><b>bold</b>' });
    const html = await home();
    const root = rootOf(html);
    expect(root).toContain(
      '<h1 class="hero__title">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; $&amp; $1 $&#39; it&#39;s</h1>',
    );
    expect(root).toContain('<p class="hero__text">&lt;/p&gt;&lt;b&gt;bold&lt;/b&gt;</p>');
    expect(html).not.toContain('<script>alert');
  });

  it('draws the about text one paragraph per <p>, as the page component does', async () => {
    const { aboutVersion } = await current();
    const input = validAbout(aboutVersion, { aboutContent: 'First <one>.\n\n\nSecond\nstill second.' });
    dataOf(await app.gql(UPDATE_ABOUT, { input }, admin));
    expect(rootOf(await home())).toContain(
      '<div class="about__text"><p>First &lt;one&gt;.</p><p>Second\nstill second.</p><a href="/about">',
    );
  });

  it('sends the same texts as the siteContent query answers, for the first render to match the markup', async () => {
    const html = await home();
    expect(sentContent(html)).toEqual({ __typename: 'WebsiteContent', ...(await current()) });
    // Also with a query string, where the page is drawn by the browser alone.
    expect(sentContent(await home('?utm_source=mail'))).toEqual(sentContent(html));
  });
});
