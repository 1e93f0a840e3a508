import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../auth/guards';
import { ForumAdminPage } from './admin/AdminPage';
import { ForumRouteError } from './components/ForumError';
import { ForumsLayout } from './layout/ForumsLayout';
import { CreatePostPage } from './pages/CreatePostPage';
import { FarmhousePage } from './pages/FarmhousePage';
import { FarmlandPage } from './pages/FarmlandPage';
import { ForumsHomePage } from './pages/HomePage';
import { PostByIdPage } from './pages/PostByIdPage';
import { PostPage } from './pages/PostPage';
import { ProfilePage } from './pages/ProfilePage';
import { SearchPage } from './pages/SearchPage';

/** The forum routes of authoring-and-forums §2.4; static segments win over a farmland slug. */
export const routes: RouteObject[] = [
  {
    path: 'forums',
    element: <ForumsLayout />,
    errorElement: <ForumRouteError />,
    children: [
      { index: true, element: <ForumsHomePage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'post/:id', element: <PostByIdPage /> },
      { path: 'p/:username', element: <ProfilePage /> },
      { path: ':farmland', element: <FarmlandPage /> },
      { path: ':farmland/admin', element: <RequireRole permission="forums.admin"><ForumAdminPage /></RequireRole> },
      { path: ':farmland/:farmhouse', element: <FarmhousePage /> },
      { path: ':farmland/:farmhouse/new', element: <CreatePostPage /> },
      { path: ':farmland/:farmhouse/:postId', element: <PostPage /> },
    ],
  },
];
