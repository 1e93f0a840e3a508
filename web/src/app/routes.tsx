import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from '../components/ErrorPage';
import { routes as authRoutes } from '../features/auth/routes';
import { routes as flagsRoutes } from '../features/flags/routes';
import { routes as forumsRoutes } from '../features/forums/routes';
import { routes as practiceRoutes } from '../features/practice/routes';
import { routes as questionsRoutes } from '../features/questions/routes';
import { routes as ticketsRoutes } from '../features/tickets/routes';
import { HomePage } from './HomePage';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';

/**
 * Each feature owns its routes (features/<x>/routes.tsx) and its guards; they all render inside
 * the shell. The inner errorElement keeps the header and navbar when one page fails, the outer
 * one catches a failure of the shell itself.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          ...authRoutes,
          ...practiceRoutes,
          ...questionsRoutes,
          ...ticketsRoutes,
          ...forumsRoutes,
          ...flagsRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
