import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DeleteRowAction, RowAction, RowActions } from '@storedesk/shared/ui';
import { BLOG_TEXTS as T } from '../blog-texts';
import { blogUrls } from '../urls';

export interface BlogPostActionsProps {
  id: string;
  title: string;
  canEdit: boolean;
  canDelete: boolean;
  deleting: boolean;
  onDelete: () => void;
  /** 'small' (default): the compact actions of a list row; 'middle': the detail page's buttons. */
  size?: 'small' | 'middle';
}

/** Edit and Delete of one post (list rows and the detail page), each only with its permission. */
export function BlogPostActions({
  id,
  title,
  canEdit,
  canDelete,
  deleting,
  onDelete,
  size = 'small',
}: BlogPostActionsProps) {
  const navigate = useNavigate();
  if (!canEdit && !canDelete) return null;
  if (size === 'small')
    return (
      <RowActions>
        {canEdit && (
          <RowAction
            label={T.edit}
            ariaLabel={`${T.edit} ${title}`}
            onClick={() => navigate(blogUrls.edit(id))}
          />
        )}
        {canDelete && (
          <DeleteRowAction label={T.delete} rowName={title} deleting={deleting} onDelete={onDelete} />
        )}
      </RowActions>
    );
  return (
    <Space size={4}>
      {canEdit && (
        <Button size={size} onClick={() => navigate(blogUrls.edit(id))} aria-label={`${T.edit} ${title}`}>
          {T.edit}
        </Button>
      )}
      {canDelete && (
        <Button size={size} danger loading={deleting} onClick={onDelete} aria-label={`${T.delete} ${title}`}>
          {T.delete}
        </Button>
      )}
    </Space>
  );
}
