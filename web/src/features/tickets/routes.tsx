import type { RouteObject } from 'react-router-dom';
import { RequireAuth, RequireRole } from '../auth/guards';
import { AdminTicketsPage } from './AdminTicketsPage';
import { CreateTicketPage } from './CreateTicketPage';
import { TicketDetailPage } from './TicketDetailPage';
import { TicketListPage } from './TicketListPage';

/** §2 routes: /tickets, /tickets/create, /tickets/{id}, /admin/tickets, /admin/tickets/{id}. */
export const routes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'tickets', element: <TicketListPage /> },
      { path: 'tickets/create', element: <CreateTicketPage /> },
      { path: 'tickets/:id', element: <TicketDetailPage admin={false} /> },
    ],
  },
  {
    element: <RequireRole permission="tickets.admin" />,
    children: [
      { path: 'admin/tickets', element: <AdminTicketsPage /> },
      { path: 'admin/tickets/:id', element: <TicketDetailPage admin /> },
    ],
  },
];
