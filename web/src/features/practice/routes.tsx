import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { RequireAuth } from '../auth/guards';
import { DashboardPage } from './DashboardPage';
import { PracticePage } from './PracticePage';

/**
 * The viewer and the dashboard live at the spec's time-tracked paths, so the usage beacons name
 * them as the spec lists them; the shell's /practice and /analytics lead there. Guests may browse
 * and check answers in the viewer; the dashboard is theirs only once signed in.
 */
/** Keeps the query string (filters) when leading from a shell path to the spec's path. */
function Keep({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

export const routes: RouteObject[] = [
  { path: 'questionsArena/question', element: <PracticePage /> },
  { path: 'questionsArena/dashboard', element: <RequireAuth><DashboardPage /></RequireAuth> },
  { path: 'practice', element: <Keep to="/questionsArena/question" /> },
  { path: 'analytics', element: <Keep to="/questionsArena/dashboard" /> },
];
