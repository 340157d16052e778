import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepWarmStart } from '@/api/warm-start';
import { initTheme } from '@/components/ui/theme';
import { session } from '@/api/session';
import { App } from './app';
import { connectSession, queryClient, router } from './router';
import './styles.css';

initTheme();
void session.init();
connectSession(router, queryClient);
keepWarmStart(queryClient, () => session.getSnapshot().session?.id);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
