import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreSession } from './lib/session-refresh';

// Starts before the first render, so a reload keeps the user signed in without a flash of the login page.
restoreSession();
createRoot(document.getElementById('root')!).render(<App />);
