import { Navigate, useParams } from 'react-router-dom';
import { forumApi, postPath } from '../api';
import { ForumLoadError } from '../components/ForumError';
import { ListSkeleton } from '../components/Skeletons';
import { useLive } from '../useLive';

/** /forums/post/{id}: finds the post's community and shows it at its canonical address. */
export function PostByIdPage() {
  const { id = '' } = useParams();
  const live = useLive(() => forumApi.post(id), [], [id]);
  if (live.error) return <ForumLoadError />;
  if (!live.data) return <ListSkeleton count={1} />;
  return <Navigate to={postPath(live.data.post)} replace />;
}
