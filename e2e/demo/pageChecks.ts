import type { Page } from '@playwright/test';

/*
 * What the accessibility sweep (a11y-sweep.spec.ts) measures on a page, each returning what it found wrong (empty
 * when nothing): run in the page, so each reads the layout the browser made.
 */

/** What sticks out to the right of the screen (WCAG 1.4.10): the page's widest elements, named for the report. */
export const widerThanTheScreen = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // Inside a region that scrolls sideways (a data table), wide content is that region's, not the page's.
    const scrolls = (element: Element) => /auto|scroll|hidden|clip/.test(getComputedStyle(element).overflowX);
    const inScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (scrolls(up)) return true;
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !inScroller(element),
    );
    // Text that spills out of its box (a label in a button that does not wrap) widens the page too.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const parent = text.parentElement;
      if (parent && range.getBoundingClientRect().right > width + 0.5 && !inScroller(parent))
        wide.push(parent);
    }
    const innermost = wide.filter(
      (element) => !wide.some((other) => other !== element && element.contains(other)),
    );
    return innermost
      .slice(0, 3)
      .map(
        (element) =>
          `${document.documentElement.scrollWidth} px wide: <${element.tagName.toLowerCase()} class="${element.className}">${(element.textContent ?? '').slice(0, 40)}`,
      );
  });

/**
 * The text spacing WCAG 1.4.12 asks a page to bear (a reader's own style sheet, as a bookmarklet sets it): line
 * height 1.5 times the font size, 2 times after paragraphs, letters 0.12 and words 0.16 times apart. Set through
 * the CSS object model, which the page's Content-Security-Policy allows; the returned function takes it away.
 */
export const withTextSpacing = async (page: Page): Promise<() => Promise<void>> => {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  return () =>
    page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
};

/**
 * Text cut off by its box (WCAG 1.4.4 with text at 200 %): an element that hides its overflow and whose text is
 * taller than the box. A single line ending in an ellipsis is a deliberate truncation (the whole text is in its
 * title or on the next page), and visually hidden text (1 px) is for screen readers: neither counts.
 */
export const clippedText = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (!/hidden|clip/.test(style.overflowY) || style.textOverflow === 'ellipsis') return false;
        if (element.clientHeight <= 1 || element.clientWidth <= 1) return false;
        if (!(element.textContent ?? '').trim()) return false;
        // Regions that scroll, images and form controls manage their own overflow.
        if (/auto|scroll/.test(style.overflowX) || element.matches('img, svg, input, textarea, select'))
          return false;
        // A line clamp ends in an ellipsis, like a one-line truncation.
        if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') return false;
        return element.scrollHeight > element.clientHeight + 2;
      })
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.scrollHeight}/${element.clientHeight} px: ${(element.textContent ?? '').trim().slice(0, 40)}`,
      ),
  );

/**
 * Targets smaller than 24 by 24 CSS px without the spacing WCAG 2.5.8 allows instead: a 24 px circle on the
 * target's centre that meets no other target (nor another small target's circle). A link inside a sentence is
 * exempt (inline), as is a control the browser draws at its own size; hidden inputs behind their labels are
 * not targets (their labels are).
 */
export const smallTargets = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=menuitem], [role=option], [tabindex]:not([tabindex="-1"])';
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const targets = [...document.querySelectorAll(selector)].filter(
      (element) =>
        visible(element) &&
        !(element as HTMLButtonElement).disabled &&
        // The outermost of nested targets is the one a finger meets.
        !element.parentElement?.closest(selector),
    );
    /** A link in running text: inline, with text of its parent's beside it. */
    const inline = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      if (!parent) return false;
      return [...parent.childNodes].some(
        (node) =>
          node !== element && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    };
    const boxes = targets.map((element) => ({ element, rect: element.getBoundingClientRect() }));
    const small = (rect: DOMRect) => rect.width < 23.5 || rect.height < 23.5;
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    return boxes
      .filter(({ element, rect }) => small(rect) && !inline(element))
      .filter(({ element, rect }) => {
        const here = centre(rect);
        return boxes.some(({ element: other, rect: otherRect }) => {
          if (other === element) return false;
          if (small(otherRect)) {
            const there = centre(otherRect);
            return Math.hypot(here.x - there.x, here.y - there.y) < 24;
          }
          return distanceToRect(here, otherRect) < 12;
        });
      })
      .slice(0, 5)
      .map(
        ({ element, rect }) =>
          `<${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30)}> ${Math.round(rect.width)}x${Math.round(rect.height)} px`,
      );
  });

/**
 * Tabs through the page (up to `stops` stops) and names each focused element that something else covers entirely
 * (WCAG 2.4.11): the sticky top bar, a tray or a notice. Covered means no point of it shows.
 */
export async function focusHidden(page: Page, stops = 25): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const hidden: string[] = [];
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Tab');
    // What the focus moves (a skip link sliding in or out, a scroll into view) is in place once its transition ends.
    const found = await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(done));
      await Promise.all(
        document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      );
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      const rect = active.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return null;
      const points = [
        [0.5, 0.5],
        [0.1, 0.2],
        [0.9, 0.2],
        [0.1, 0.8],
        [0.9, 0.8],
      ].map(([x, y]) => [rect.left + rect.width * (x ?? 0), rect.top + rect.height * (y ?? 0)] as const);
      const shows = points.some(([x, y]) => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === active || active.contains(hit) || hit.contains(active));
      });
      if (shows) return null;
      const over = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return `<${active.tagName.toLowerCase()} ${(active.textContent ?? '').trim().slice(0, 30)}> under ${
        over ? `<${over.tagName.toLowerCase()} class="${over.className}">` : 'the edge of the screen'
      }`;
    });
    if (found) hidden.push(found);
  }
  return [...new Set(hidden)].slice(0, 5);
}

/** Animations still running for someone who asked for less motion (`prefers-reduced-motion: reduce`). */
export const runningAnimations = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .slice(0, 5)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name =
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? `transition of ${animation.transitionProperty}`
              : animation.id;
        return `${name} on <${target?.tagName.toLowerCase() ?? '?'} class="${target?.className ?? ''}">`;
      }),
  );
