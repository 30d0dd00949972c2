/**
 * antd's CSS-in-JS puts thousands of rules in the page. jsdom's getComputedStyle matches every
 * rule against the element and its ancestors, and Testing Library asks it for every element a
 * `*ByRole` query or `toBeVisible` looks at: most of a web test's time went there (a profile of a
 * stories file: 6.5 times the CPU). Whether an element is shown is all the tests read from the
 * cascade, so the tests' antd keeps only the declarations that decide it.
 */
const DECIDES_VISIBILITY = ['display', 'visibility', 'opacity', 'content-visibility'];

/** The rules of `css` reduced to the declarations that show or hide an element; the rest dropped. */
export function visibilityRulesOnly(css: string): string {
  if (!/display|visibility|opacity/.test(css)) return '';
  // jsdom parses a style sheet only inside the page: this one is there for the reading alone.
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const kept = style.sheet ? keep(style.sheet.cssRules) : '';
  style.remove();
  return kept;
}

function keep(rules: CSSRuleList): string {
  let kept = '';
  for (const rule of Array.from(rules)) {
    if (rule.type === CSSRule.STYLE_RULE) {
      const { selectorText, style } = rule as CSSStyleRule;
      const declarations = DECIDES_VISIBILITY.map((name) => [name, style.getPropertyValue(name)] as const)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => `${name}:${value}`);
      if (declarations.length > 0) kept += `${selectorText}{${declarations.join(';')}}`;
    } else if (rule.type === CSSRule.MEDIA_RULE) {
      const inner = keep((rule as CSSMediaRule).cssRules);
      if (inner) kept += `@media ${(rule as CSSMediaRule).media.mediaText}{${inner}}`;
    } else if (rule.type !== CSSRule.KEYFRAMES_RULE && 'cssRules' in rule) {
      // @supports and @layer blocks: their rules count as if outside them.
      kept += keep((rule as CSSGroupingRule).cssRules);
    }
  }
  return kept;
}
