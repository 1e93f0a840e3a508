import '@mantine/core/styles.css';
// package styles after core, as Mantine requires
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './app/routes';
import { theme } from './app/theme';
import { loadSessionAtom } from './features/auth/atoms';
import { store } from './lib/store';

const router = createBrowserRouter(appRoutes);

// ask who the visitor is before the first render; guards show the loading screen meanwhile
void store.set(loadSessionAtom);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <MantineProvider theme={theme}>
        <Notifications position="top-right" />
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </JotaiProvider>
  </StrictMode>,
);
