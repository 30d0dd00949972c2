import { runStories } from './story-runner';

// Every story's play function, in three parts that jest runs side by side (story-runner.tsx).
runStories(1, 3);
