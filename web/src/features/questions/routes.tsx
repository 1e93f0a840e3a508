import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../auth/guards';
import { HistoryPage } from './HistoryPage';
import { ResolverEditorPage } from './ResolverEditorPage';
import { ResolverListPage } from './ResolverListPage';

const resolve = (el: React.ReactNode) => <RequireRole permission="questions.resolve">{el}</RequireRole>;
const history = (el: React.ReactNode) => <RequireRole permission="questions.history">{el}</RequireRole>;

/** Authoring, resolvers, version history and audit (issue 5). */
export const routes: RouteObject[] = [
  { path: 'resolvers/errors', element: resolve(<ResolverListPage variant="general" key="general" />) },
  { path: 'resolvers/cuet/errors', element: resolve(<ResolverListPage variant="cuet" key="cuet" />) },
  { path: 'resolvers/question', element: resolve(<ResolverEditorPage />) },
  { path: 'admin/qresolvers/question', element: history(<HistoryPage />) },
];
