import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { escucharInstalacion } from './features/onboarding/pwa/instalacion.ts';
import { registrarServiceWorker } from './features/onboarding/pwa/registrar-service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// The installable app (decision 0015): the browser's one install offer must be caught early.
escucharInstalacion();
registrarServiceWorker();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
