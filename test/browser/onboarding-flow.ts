import type { Locator, Page } from 'playwright-core';

/**
 * An analyst onboarding a client in the console, as issue 33 times it: sign in, create the client,
 * connect an integration, adopt a framework of the standards library, create a connector key and
 * push facts with it as the console's example says, then wait until the grid judges them. Clicks are counted as a person makes them: a button or link is one, a drop-down
 * two (open, choose); typing into a field is counted apart. Shared by the browser test (which
 * holds the figures to their targets) and `npm run bench:console` (which prints them).
 */
export interface OnboardingFigures {
  clicks: number;
  fieldsTyped: number;
  seconds: number;
  steps: { step: string; clicks: number; seconds: number }[];
  /** The control the pushed fact was judged by and the status it reads; null when nothing judges it. */
  judged: { control: string; status: string } | null;
  organizationId: string;
}

export async function onboardClient(
  page: Page,
  options: { url: string; email: string; password: string; client: string; integration: string; framework: string },
): Promise<OnboardingFigures> {
  const started = performance.now();
  const figures: OnboardingFigures = {
    clicks: 0,
    fieldsTyped: 0,
    seconds: 0,
    steps: [],
    judged: null,
    organizationId: '',
  };
  let stepStart = started;
  let stepClicks = 0;
  const click = async (target: Locator) => {
    await target.click();
    figures.clicks++;
    stepClicks++;
  };
  const choose = async (target: Locator, value: string) => {
    await target.selectOption(value);
    figures.clicks += 2;
    stepClicks += 2;
  };
  const type = async (target: Locator, text: string) => {
    await target.fill(text);
    figures.fieldsTyped++;
  };
  const done = (step: string) => {
    const now = performance.now();
    figures.steps.push({ step, clicks: stepClicks, seconds: (now - stepStart) / 1000 });
    stepStart = now;
    stepClicks = 0;
  };

  await page.goto(`${options.url}/`);
  await type(page.getByLabel('Email'), options.email);
  await type(page.getByLabel('Password'), options.password);
  await click(page.getByRole('button', { name: 'Sign in' }));
  await page.getByRole('heading', { level: 1, name: 'Fleet' }).waitFor();
  done('sign in');

  await click(page.getByRole('link', { name: 'New organization' }));
  await type(page.getByRole('form', { name: 'Organization' }).getByLabel('Name'), options.client);
  await click(page.getByRole('button', { name: 'Create organization' }));
  await page.getByRole('heading', { level: 1, name: options.client }).waitFor();
  figures.organizationId = /\/organizations\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  done('create the client');

  const add = page.getByRole('form', { name: 'Add an integration' });
  await choose(add.getByLabel('Connector'), options.integration);
  await click(add.getByRole('button', { name: 'Add integration' }));
  await page
    .locator('section[aria-labelledby="integrations-title"] li', { hasText: `${options.integration} connected` })
    .waitFor();
  done('connect an integration');

  await click(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }));
  await click(page.getByRole('button', { name: `Adopt… ${options.framework}` }));
  await click(page.getByRole('button', { name: `Adopt ${options.framework}`, exact: true }));
  await page
    .getByRole('table', { name: /^Library frameworks/ })
    .getByText('(assessed)')
    .waitFor();
  await click(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }));
  await click(page.getByRole('link', { name: options.client, exact: true }));
  await page.getByRole('heading', { level: 1, name: options.client }).waitFor();
  done('adopt a framework');

  const connect = page.locator('section[aria-labelledby="connect-title"]');
  await click(connect.getByRole('button', { name: 'Create connector key' }));
  // The example is final once what it is built from is read (the grid, the judging control's definition).
  const example = connect.locator('pre.example[aria-busy="false"]');
  await example.waitFor();
  const curl = (await example.textContent())!;
  const note = (await connect.locator('pre.example').locator('xpath=preceding-sibling::p[1]').textContent()) ?? '';
  const control = /the control “(.+)” expects/.exec(note)?.[1];
  await click(connect.getByRole('button', { name: 'Copy example push' }));
  const url = /-X POST '([^']+)'/.exec(curl)![1]!;
  const key = /Authorization: Bearer ([^']+)'/.exec(curl)![1]!;
  const body = /-d '(.+)'$/m.exec(curl)![1]!;
  // What the analyst's terminal does with the copied command.
  const pushed = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body,
  });
  if (pushed.status !== 202) throw new Error(`the example push answered ${pushed.status}: ${await pushed.text()}`);
  done('create a key and push facts with it');

  if (control) {
    const row = page
      .locator('.grid-section tbody tr')
      .filter({ has: page.getByRole('button', { name: control, exact: true }) })
      .first();
    const status = row.locator('.status', { hasText: /Pass|Fail/ });
    await status.waitFor({ timeout: 60_000 });
    figures.judged = { control, status: (await status.textContent())!.replace(/^\W+/, '') };
    done('see the grid judged');
  }
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}
