import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../auth/guards';
import { FeatureFlagsPage } from './FeatureFlagsPage';

export const routes: RouteObject[] = [
  {
    path: 'admin/feature-flags',
    element: (
      <RequireRole permission="flags.toggle">
        <FeatureFlagsPage />
      </RequireRole>
    ),
  },
];
