import { createRoot } from 'react-dom/client';
import { Root } from './app/root';
import { startRemotes } from './features/remotes/start-remotes';

void startRemotes();
const container = document.getElementById('root');
if (container) createRoot(container).render(<Root />);
