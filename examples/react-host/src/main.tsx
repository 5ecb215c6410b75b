import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
// The portal's one stylesheet, shared with the plain-HTML host.
import '../../html-host/portal.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
