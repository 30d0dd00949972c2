import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type * as StorybookTest from 'storybook/test';
import preview from '../../../.storybook/preview';

/**
 * Runs every story of every `*.stories.tsx` under web/src, rendered with Storybook's own preview
 * (the app's providers, Apollo mocks, router) and its play function run: a story that throws,
 * fails an `expect`, or asks for an operation it does not mock fails here. Found on disk at test
 * time, so a new stories file is tested without being listed anywhere.
 */
const SRC = path.resolve(__dirname, '..');

type StoriesFile = Parameters<typeof composeStories>[0];

// STORIES=<part of a path> runs only the matching files (a quick check of the stories one is writing).
const only = process.env.STORIES;
const storyFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx') && (!only || file.includes(only)))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

// A story's clicks and typing as in the app's own tests (test/render.tsx): no pause between keys and
// no pointer-events check, which reads every ancestor's computed style and costs most of a second per
// click under antd's CSS-in-JS in jsdom. Storybook in a browser keeps the checks.
jest.mock('storybook/test', () => {
  const actual = jest.requireActual<typeof StorybookTest>('storybook/test');
  const fast = { delay: null, pointerEventsCheck: 0 } as const;
  const setup: typeof actual.userEvent.setup = (options) => actual.userEvent.setup({ ...fast, ...options });
  // A play's findBy waits up to 15 s: with the stories of three parts on two busy cores (CI), antd's
  // next render after a mutation has taken more than the suite's usual 5 s.
  actual.configure({ asyncUtilTimeout: 15_000 });
  return { ...actual, userEvent: { ...setup(), setup } };
});

const project = setProjectAnnotations([preview]);
beforeAll(project.beforeAll);

// A form story types and clicks as a visitor would; antd in jsdom makes that take seconds, more on a busy machine.
jest.setTimeout(120_000);

const JSDOM_WIDTH = window.innerWidth;

interface ViewportParameters {
  options?: Record<string, { styles?: { width?: string } }>;
}

/** The story's viewport (`globals: MOBILE`) as the window's width, which the media-query stub reads. */
function setViewport(globals: Record<string, unknown>, parameters: { viewport?: ViewportParameters }) {
  const name = (globals.viewport as { value?: string } | undefined)?.value;
  const width = name ? parseInt(parameters.viewport?.options?.[name]?.styles?.width ?? '', 10) : NaN;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width || JSDOM_WIDTH });
  window.dispatchEvent(new Event('resize'));
}

/** Apollo's warning for an operation no mock answers: the story would show an error screen it did not ask for. */
const UNMOCKED = /No more mocked responses/;

// Watched, not silenced: every warning still prints.
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn');
});
afterEach(() => warn.mockRestore());

/** The stories files of part `part` (1-based) of `parts`, dealt out in turn. */
export const storyFilesOf = (part: number, parts: number) =>
  storyFiles.filter((_, index) => index % parts === part - 1);

/**
 * The stories of part `part` (1-based) of `parts`: the files are dealt out in turn, so that jest
 * runs the parts side by side, one per worker.
 */
export function runStories(part: number, parts: number) {
  const mine = storyFilesOf(part, parts);

  describe.each(mine)('%s', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list is only known at run time
    const stories = Object.entries(composeStories(require(path.join(SRC, file)) as StoriesFile)) as [
      string,
      ReturnType<typeof composeStory>,
    ][];

    for (const [name, Story] of stories) {
      test(name, async () => {
        setViewport(Story.globals, Story.parameters);
        await Story.run();
        const unmocked = warn.mock.calls
          .map((args) => args.map(String).join(' '))
          .filter((text) => UNMOCKED.test(text));
        expect(unmocked).toEqual([]);
      });
    }
  });
}
