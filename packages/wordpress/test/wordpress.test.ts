// The plugin in a real WordPress (Debian's): a post with the [go-board] shortcode and one with the
// Go board block show working boards in Chromium, from the script the plugin ships; .sgf files go
// into the media library; the block editor shows the board live.
import { loadWithLateScript } from '@go-board/test-browsers/layout-shift';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordPress, type WordPress } from './support/wordpress.js';

let wordpress: WordPress;
let browser: Browser;

const DIAGRAM = `$$B Black to play
$$  --------------
$$ | . . . . . . .
$$ | . . O O . . .
$$ | . . X 1 O . .
$$ | . . . X . . .`;

/** Creates a published post and returns its ID. */
function post(title: string, content: string): number {
  // As an administrator, whose posts WordPress stores as written (authors' go through kses).
  return Number(
    wordpress.php(
      `wp_set_current_user( 1 ); echo wp_insert_post( array( 'post_title' => ${JSON.stringify(title)}, 'post_content' => wp_slash( ${phpString(content)} ), 'post_status' => 'publish' ), true );`,
    ),
  );
}

/** A PHP string literal for any text (nowdoc: nothing inside is interpreted). */
const phpString = (text: string): string => `<<<'GO_BOARD_TEXT'\n${text}\nGO_BOARD_TEXT\n`;

beforeAll(async () => {
  wordpress = await startWordPress();
  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await wordpress?.stop();
});

/** Opens a page, noting every request that leaves the site and every error. */
async function open(path: string): Promise<{ page: Page; errors: string[]; elsewhere: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  const elsewhere: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => {
    if (!request.url().startsWith(wordpress.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.goto(`${wordpress.url}${path}`, { waitUntil: 'load' });
  return { page, errors, elsewhere };
}

/** What each board of the page shows, once every board has drawn its position. */
async function boards(page: Page) {
  await page.waitForFunction(() => {
    const all = [...document.querySelectorAll('go-board')];
    return all.length > 0 && all.every((board) => board.shadowRoot?.querySelector('svg .grid, [part="error"]'));
  });
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('go-board')].map(
        (board) => (board as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete,
      ),
    ),
  );
  return page.$$eval('go-board', (all) =>
    all.map((board) => ({
      stones: board.shadowRoot!.querySelectorAll('.stone').length,
      numbers: [...board.shadowRoot!.querySelectorAll('.point-text.number')]
        .map((item) => item.textContent!.trim())
        .sort(),
      coordinates: board.shadowRoot!.querySelectorAll('.coordinate').length > 0,
      error: board.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null,
    })),
  );
}

describe('the go-board plugin in WordPress', () => {
  it('should show the [go-board] shortcode as working boards, with every attribute escaped', async () => {
    const id = post(
      'Shortcodes',
      [
        'A record between the tags, at move 3, with coordinates:',
        '[go-board move="3" coordinates theme="book" move-numbers="1"](;SZ[9];B[ee];W[cc];B[gg];W[cg])[/go-board]',
        "A Sensei's Library diagram between the tags:",
        `[go-board label="Black to play"]\n${DIAGRAM}\n[/go-board]`,
        'A hostile record and label:',
        `[go-board label='x" onmouseover="alert(1)' move="last"](;SZ[9]C["><script>alert(1)</script>];B[ee])[/go-board]`,
        'A record in the sgf attribute, its brackets written as entities (shortcode attributes cannot hold [ and ]):',
        '[go-board sgf="(;SZ&#91;9&#93;AB&#91;cc&#93;&#91;gc&#93;)"]',
      ].join('\n\n'),
    );
    const { page, errors, elsewhere } = await open(`/?p=${id}`);
    expect(await boards(page)).toEqual([
      { stones: 3, numbers: ['1', '2', '3'], coordinates: true, error: null },
      { stones: 6, numbers: ['1'], coordinates: false, error: null },
      { stones: 1, numbers: [], coordinates: false, error: null },
      { stones: 2, numbers: [], coordinates: false, error: null },
    ]);
    expect(
      await page.$$eval('script', (list) => list.filter((script) => script.textContent?.includes('alert')).length),
    ).toBe(0);
    // As the server wrote it: three attributes, each holding the text as given.
    const html = await (await fetch(`${wordpress.url}/?p=${id}`)).text();
    const hostile = [...html.matchAll(/<go-board\b([^>]*)>/g)][2]![1]!;
    expect([...hostile.matchAll(/\s([a-z-]+)="[^"]*"/g)].map((match) => match[1])).toEqual(['sgf', 'move', 'label']);
    expect(
      await page.$$eval('go-board', (all) => [all[2]!.getAttribute('sgf'), all[2]!.getAttribute('label')]),
    ).toEqual(['(;SZ[9]C["><script>alert(1)</script>];B[ee])', 'x" onmouseover="alert(1)']);
    // go-board.css once, before the first board: each board has its size before the script runs.
    expect(html.match(/<style id="go-board-css">/g)).toHaveLength(1);
    expect(html.indexOf('<style id="go-board-css">')).toBeLessThan(html.indexOf('<go-board'));
    expect(
      await page.$$eval('go-board', (all) => all.map((board) => board.getBoundingClientRect().height > 0)),
    ).toEqual([true, true, true, true]);
    // The element's script: once, a module, from the plugin's own folder.
    const scripts = await page.$$eval('script[src*="go-board"]', (list) =>
      list.map((script) => [script.getAttribute('type'), new URL(script.getAttribute('src')!).pathname]),
    );
    expect(scripts).toEqual([['module', '/wp-content/plugins/go-board/assets/go-board.standalone.js']]);
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('should not move while the script loads a second late: a post of shortcodes and blocks', async () => {
    const id = post(
      'Nothing jumps',
      [
        'A record with moves, at move 3, with coordinates:',
        '[go-board move="3" coordinates theme="book"](;SZ[9];B[ee];W[cc];B[gg];W[cg])[/go-board]',
        'A diagram without controls:',
        '[go-board controls="none" label="A diagram"](;SZ[9]AB[cc][gc]AW[ee])[/go-board]',
        'A record with its players, and minimal controls:',
        '<!-- wp:go-board/board {"sgf":"(;SZ[13]PB[Ada]PW[Grace];B[dd];W[jj])","controls":"minimal"} /-->',
        'The text after the boards.',
      ].join('\n\n'),
    );
    // In a desktop window (where the issue measured) and a phone's.
    for (const window of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser.newPage();
      page.setDefaultTimeout(90_000);
      await page.setViewport(window);
      const load = await loadWithLateScript(page, `${wordpress.url}/?p=${id}`);
      const where = `${window.width}x${window.height}`;
      console.log(`layout shift, the WordPress post, ${where}: ${load.layoutShift}`);
      expect(load.boards, where).toBe(3);
      expect(load.definedAtFirstDrawing, where).toBe(false);
      expect(load.moved, where).toEqual([]);
      expect(load.layoutShift, where).toBeLessThan(0.01);
      await page.close();
    }
  });

  it('should pass every attribute of the element: values, flags, and flags turned off', async () => {
    const id = post(
      'Every attribute',
      '[go-board mode="problem" coordinates="japanese" rotate="90" swap-colors sound="off" allow-undo="yes" onclick="alert(1)"](;SZ[9]AB[dd]AW[de];B[ee]C[Right])[/go-board]',
    );
    const html = await (await fetch(`${wordpress.url}/?p=${id}`)).text();
    expect(/<go-board\b[^>]*>/.exec(html)?.[0]).toBe(
      '<go-board sgf="(;SZ[9]AB[dd]AW[de];B[ee]C[Right])" coordinates="japanese" rotate="90" swap-colors mode="problem" allow-undo>',
    );
    const { page, errors } = await open(`/?p=${id}`);
    // Japanese coordinates write the rows in kanji: a board drawn with them has read the attribute.
    await page.waitForFunction(() =>
      [...(document.querySelector('go-board')?.shadowRoot?.querySelectorAll('.coordinate') ?? [])].some((label) =>
        /[一二三四五六七八九]/.test(label.textContent!),
      ),
    );
    expect(await page.$eval('go-board', (board) => (board as HTMLElement & { mode: string }).mode)).toBe('problem');
    expect(errors).toEqual([]);
  });

  it('should show the Go board block as a working board, and load nothing on pages without one', async () => {
    const block = (attributes: Record<string, unknown>) => `<!-- wp:go-board/board ${JSON.stringify(attributes)} /-->`;
    const id = post(
      'Blocks',
      [
        block({
          sgf: '(;SZ[13];B[dd];W[jj];B[dj])',
          move: 'last',
          coordinates: true,
          moveNumbers: 'all',
          theme: 'dark',
        }),
        block({ sgf: DIAGRAM, controls: 'none' }),
      ].join('\n\n'),
    );
    const { page, errors, elsewhere } = await open(`/?p=${id}`);
    expect(await boards(page)).toEqual([
      { stones: 3, numbers: ['1', '2', '3'], coordinates: true, error: null },
      { stones: 6, numbers: ['1'], coordinates: false, error: null },
    ]);
    expect(await page.$eval('go-board', (board) => board.getAttribute('theme'))).toBe('dark');
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
    const plain = post('No board', 'Just text.');
    const other = await open(`/?p=${plain}`);
    expect(await other.page.$$eval('script[src*="go-board"]', (list) => list.length)).toBe(0);
  });

  it('should take .sgf files into the media library, and no other file named .sgf', () => {
    const upload = (name: string, content: string): string =>
      wordpress.php(`
        wp_set_current_user( 1 );
        $file = wp_tempnam( ${JSON.stringify(name)} );
        file_put_contents( $file, ${phpString(content)} );
        $id = media_handle_sideload( array( 'name' => ${JSON.stringify(name)}, 'tmp_name' => $file ), 0 );
        echo is_wp_error( $id ) ? 'refused: ' . $id->get_error_message() : get_post_mime_type( $id );`);
    expect(upload('game.sgf', '(;GM[1]SZ[9];B[ee];W[cc])')).toBe('application/x-go-sgf');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ).toString('latin1');
    expect(
      wordpress.php(`
        wp_set_current_user( 1 );
        $file = wp_tempnam( 'image.sgf' );
        file_put_contents( $file, base64_decode( '${Buffer.from(png, 'latin1').toString('base64')}' ) );
        $id = media_handle_sideload( array( 'name' => 'image.sgf', 'tmp_name' => $file ), 0 );
        echo is_wp_error( $id ) ? 'refused' : get_post_mime_type( $id );`),
    ).toBe('refused');
  });

  it('should show the board live in the block editor, from the SGF box and from an .sgf file', async () => {
    const page = await browser.newPage();
    await page.goto(`${wordpress.url}/wp-login.php`, { waitUntil: 'load' });
    // Filled in at once: the login page moves the focus to its first field shortly after it
    // loads, which would split typed text between the fields.
    await page.$eval('#user_login', (field) => ((field as HTMLInputElement).value = 'admin'));
    await page.$eval('#user_pass', (field) => ((field as HTMLInputElement).value = 'password'));
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#wp-submit')]);
    expect(new URL(page.url()).pathname).toBe('/wp-admin/');
    await page.goto(`${wordpress.url}/wp-admin/post-new.php`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(
      () =>
        (window as unknown as { wp?: { blocks?: { getBlockType(name: string): unknown } } }).wp?.blocks?.getBlockType(
          'go-board/board',
        ),
      { timeout: 60_000 },
    );
    // The welcome guide a new editor shows first would cover the blocks.
    await page.evaluate(() => {
      const wp = (
        window as unknown as {
          wp: {
            data: {
              select(store: string): { isFeatureActive(name: string): boolean };
              dispatch(store: string): { toggleFeature(name: string): void };
            };
          };
        }
      ).wp;
      if (wp.data.select('core/edit-post').isFeatureActive('welcomeGuide'))
        wp.data.dispatch('core/edit-post').toggleFeature('welcomeGuide');
    });
    // An .sgf file uploaded through WordPress's own REST API, as the media library does.
    const media = await page.evaluate(async () => {
      const wp = (
        window as unknown as { wp: { apiFetch(options: unknown): Promise<{ source_url: string; mime_type: string }> } }
      ).wp;
      const body = new FormData();
      body.append(
        'file',
        new File(['(;GM[1]SZ[9]AB[cc][gc]AW[ee];B[ge];W[gg])'], 'corner.sgf', { type: 'application/x-go-sgf' }),
      );
      return wp.apiFetch({ path: '/wp/v2/media', method: 'POST', body });
    });
    expect(media.mime_type).toBe('application/x-go-sgf');
    await page.evaluate((src) => {
      const wp = (
        window as unknown as {
          wp: {
            data: { dispatch(store: string): { insertBlocks(blocks: unknown[]): void } };
            blocks: { createBlock(name: string, attributes: object): unknown };
          };
        }
      ).wp;
      wp.data
        .dispatch('core/block-editor')
        .insertBlocks([
          wp.blocks.createBlock('go-board/board', {}),
          wp.blocks.createBlock('go-board/board', { src, move: 'last' }),
        ]);
    }, media.source_url);
    // The file's board, live: three setup stones and two moves.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('go-board')].some(
          (board) => board.shadowRoot?.querySelectorAll('.stone').length === 5,
        ),
      { timeout: 30_000 },
    );
    expect(await page.$$eval('.go-board-choose-file', (buttons) => buttons.length)).toBe(2);
    // Typing a diagram into the first block's box draws it at once.
    await page.type('.go-board-sgf textarea', `${DIAGRAM}`);
    await page.waitForFunction(
      () => {
        const board = document.querySelector('.go-board-block go-board');
        return (
          board?.shadowRoot?.querySelectorAll('.point-text.number').length === 1 &&
          board.shadowRoot.querySelectorAll('.stone').length === 6
        );
      },
      { timeout: 30_000 },
    );
  }, 240_000);
});
