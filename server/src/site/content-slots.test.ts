import { conditionalSlot, SLOT, textSlot, type WebsiteTexts } from '@site/shared';
import { fillContentSlots } from './content-slots';

const TEXTS: WebsiteTexts = {
  heroTitle: 'A & B',
  heroSubtitle: 'Sub',
  heroImageUrl: null,
  aboutTitle: 'About',
  aboutContent: 'One\n\nTwo',
  missionStatement: 'Mission',
  servicesIntroduction: 'Intro',
};

describe('fillContentSlots', () => {
  it('leaves markup without slots as it is', () => {
    expect(fillContentSlots('<h1>Fixed $& text</h1>', TEXTS)).toBe('<h1>Fixed $& text</h1>');
  });

  it('writes escaped texts, paragraphs as <p>s, and keeps the side of a block its field asks for', () => {
    const markup =
      `<h1>${textSlot('heroTitle')}</h1>` +
      conditionalSlot('heroImageUrl', `<img src="${textSlot('heroImageUrl')}"/>`, '<div>card</div>') +
      `<p>${textSlot('aboutContent')}</p>`;
    expect(fillContentSlots(markup, TEXTS)).toBe('<h1>A &amp; B</h1><div>card</div><p>One</p><p>Two</p>');
    expect(fillContentSlots(markup, { ...TEXTS, heroImageUrl: 'https://x.example/a.png?"' })).toBe(
      '<h1>A &amp; B</h1><img src="https://x.example/a.png?&quot;"/><p>One</p><p>Two</p>',
    );
  });

  it('never reads a saved text as a marker', () => {
    const sneaky = `${SLOT.open}heroSubtitle${SLOT.close}`;
    expect(fillContentSlots(`<h1>${textSlot('heroTitle')}</h1>`, { ...TEXTS, heroTitle: sneaky })).toBe(
      `<h1>${sneaky}</h1>`,
    );
  });

  it.each([
    ['an unknown text', `<h1>${SLOT.open}price${SLOT.close}</h1>`],
    ['a block left open', `${SLOT.open}?heroImageUrl${SLOT.close}<img/>`],
    ['a stray block end', `<p>${SLOT.open}/${SLOT.close}</p>`],
  ])('refuses markup with %s, so no marker ever reaches a page', (_case, markup) => {
    expect(() => fillContentSlots(markup, TEXTS)).toThrow();
  });
});
