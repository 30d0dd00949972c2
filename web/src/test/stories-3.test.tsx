import { runStories, storyFilesOf } from './story-runner';

// Every story's play function, in three parts that jest runs side by side (story-runner.tsx).
// Unless STORIES narrows the run to a few files (story-runner.tsx).
(process.env.STORIES ? test.skip : test)('has stories files to run', () =>
  expect(storyFilesOf(3, 3).length).toBeGreaterThan(10),
);

runStories(3, 3);
