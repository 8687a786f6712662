import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BLOG_TEXTS as T } from '../blog-texts';
import { blogUrls } from '../urls';

/** A post id that is unknown, deleted or of another store (the API answers 404). */
export function PostNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={T.notFound}
      extra={<Button onClick={() => navigate(blogUrls.list())}>{T.backToList}</Button>}
    />
  );
}
