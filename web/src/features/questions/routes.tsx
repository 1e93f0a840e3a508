import type { RouteObject } from 'react-router-dom';
import type { Permission } from '@exam/domain';
import { RequireRole } from '../auth/guards';
import { AdminEditorPage } from './AdminEditorPage';
import { AuditPage } from './AuditPage';
import { AuthoringPage } from './AuthoringPage';
import { CompletedReportsPage } from './CompletedReportsPage';
import { GeneratorPage } from './GeneratorPage';
import { HistoryPage } from './HistoryPage';
import { MocksAdminPage } from './MocksAdminPage';
import { ResolverEditorPage } from './ResolverEditorPage';
import { ResolverListPage } from './ResolverListPage';
import { ReviewQueuePage } from './ReviewQueuePage';
import { UploadPage } from './UploadPage';

const guard = (permission: Permission, el: React.ReactNode) => <RequireRole permission={permission}>{el}</RequireRole>;

/** Authoring, mocks admin, resolvers, version history and audit (issue 5). The servers enforce the same permissions. */
export const routes: RouteObject[] = [
  { path: 'authoring', element: guard('questions.author', <AuthoringPage />) },
  { path: 'authoring/upload', element: guard('questions.author', <UploadPage />) },
  { path: 'authoring/sets', element: guard('questions.author', <GeneratorPage />) },
  { path: 'authoring/review', element: guard('questions.admin', <ReviewQueuePage />) },
  { path: 'admin/questions/edit', element: guard('questions.admin', <AdminEditorPage />) },
  { path: 'admin/mocks', element: guard('questions.admin', <MocksAdminPage />) },
  { path: 'resolvers/errors', element: guard('questions.resolve', <ResolverListPage variant="general" key="general" />) },
  { path: 'resolvers/cuet/errors', element: guard('questions.resolve', <ResolverListPage variant="cuet" key="cuet" />) },
  { path: 'resolvers/completed', element: guard('questions.history', <CompletedReportsPage />) },
  { path: 'resolvers/question', element: guard('questions.resolve', <ResolverEditorPage />) },
  { path: 'admin/qresolvers/question', element: guard('questions.history', <HistoryPage />) },
  { path: 'audit', element: guard('audit.read', <AuditPage />) },
];
