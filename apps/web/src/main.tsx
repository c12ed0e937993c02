// Web app entry. It holds only the start rule (lib/start-when-needed.ts) and the stylesheet: the
// app itself (app-start.tsx) is a chunk of its own, loaded at once or at the first sign of a
// person on a server-rendered page.
import { startWhenNeeded } from './lib/start-when-needed.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

startWhenNeeded({
  root,
  start: () => import('./app-start.tsx').then(({ startApp }) => startApp(root)),
});
