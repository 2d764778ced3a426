import { expect, test, type Page } from '@playwright/test';
import {
  clippedText,
  focusHidden,
  runningAnimations,
  smallTargets,
  widerThanTheScreen,
  withTextSpacing,
} from './pageChecks';

// The accessibility sweep's checks, each on a page made to fail it and on one made to pass: a check that finds
// nothing on every route must be one that can find something.

test.use({ viewport: { width: 320, height: 480 } });

/** A page of the given markup laid out as the app's pages are: at the phone's width (the app's viewport tag). */
const show = (page: Page, body: string) =>
  page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1">${body}`);

test('reflow: a box wider than the screen is named; a wide table in its own scrolling region is not', async ({
  page,
}) => {
  await show(page, '<body style="margin:0"><div id="wide" style="width:400px">Wide</div></body>');
  expect(await widerThanTheScreen(page)).toEqual([expect.stringContaining('Wide')]);
  await show(
    page,
    '<body style="margin:0"><div style="overflow-x:auto"><table style="width:800px"><tr><td>Cell</td></tr></table></div></body>',
  );
  expect(await widerThanTheScreen(page)).toEqual([]);
});

test('text at 200 %: text taller than its box is named; an ellipsis and a screen-reader text are not', async ({
  page,
}) => {
  await show(
    page,
    '<button style="height:20px;overflow:hidden;font-size:32px">Add to compare</button>' +
      '<span style="display:block;width:50px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">A long company name</span>' +
      '<span style="position:absolute;width:1px;height:1px;overflow:hidden">Spoken only</span>',
  );
  expect(await clippedText(page)).toEqual([expect.stringContaining('Add to compare')]);
});

test('text spacing: a box of fixed height that fits its text until the spacing grows is named', async ({
  page,
}) => {
  await show(
    page,
    '<div style="height:20px;overflow:hidden;font-size:16px;line-height:20px">Injection moulding</div>',
  );
  expect(await clippedText(page)).toEqual([]);
  const withoutTextSpacing = await withTextSpacing(page);
  expect(await clippedText(page)).toEqual([expect.stringContaining('Injection moulding')]);
  await withoutTextSpacing();
  expect(await clippedText(page)).toEqual([]);
});

test('targets: small ones side by side are named; a small one with room around it and a link in a sentence are not', async ({
  page,
}) => {
  await show(
    page,
    '<div style="display:flex"><button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button></div>',
  );
  expect(await smallTargets(page)).toHaveLength(2);
  await show(
    page,
    '<button style="width:16px;height:16px;padding:0;margin:40px">a</button>' +
      '<p>Read the <a href="/terms">terms</a> first.</p>',
  );
  expect(await smallTargets(page)).toEqual([]);
});

test('focus: an element under a sticky bar is named; the same element clear of it is not', async ({
  page,
}) => {
  const footer =
    '<div style="position:fixed;bottom:0;left:0;right:0;height:200px;background:white">Tray</div>';
  await show(page, `<div style="height:400px"></div><a href="#x">Hidden link</a>${footer}`);
  expect(await focusHidden(page, 1)).toEqual([expect.stringContaining('Hidden link')]);
  await show(
    page,
    `<style>html{scroll-padding-bottom:220px}</style><div style="height:400px"></div><a href="#x">Clear link</a><div style="height:600px"></div>${footer}`,
  );
  expect(await focusHidden(page, 1)).toEqual([]);
});

test('motion: an animation still running is named', async ({ page }) => {
  await show(
    page,
    '<style>@keyframes spin{to{transform:rotate(1turn)}}</style><div style="animation:spin 1s infinite">Spinner</div>',
  );
  expect(await runningAnimations(page)).toEqual([expect.stringContaining('spin')]);
  await show(page, '<div>Still</div>');
  expect(await runningAnimations(page)).toEqual([]);
});
