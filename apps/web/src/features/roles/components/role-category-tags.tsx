import { Skeleton, Tag, Typography } from 'antd';
import { SENTIMENT_CATEGORIES } from '@console/shared/domain/sentiments';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { useRoleSentimentCategories } from '../api/role-sentiment-categories';

const NAMES = new Map<number, string>(SENTIMENT_CATEGORIES.map((category) => [category.id, category.name]));

/** issue 10, read-only: the sentiment categories the role handles as tags, or 'Tất cả lĩnh vực' when it has no limits */
export function RoleCategoryTags({ roleId }: { roleId: number }) {
  const loaded = useRoleSentimentCategories(roleId);
  const answer = loaded.data;
  if (!answer) return <Skeleton.Input active size="small" />;
  if (answer.code !== SUCCESS_CODE) return <Typography.Text type="secondary">—</Typography.Text>;
  const ids = answer.data.entry.category_ids;
  if (ids.length === 0) return <span data-testid="role-detail-categories">Tất cả lĩnh vực</span>;
  return (
    <span data-testid="role-detail-categories" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {ids.map((id) => (
        <Tag key={id} color="geekblue" style={{ marginInlineEnd: 0 }}>
          {NAMES.get(id) ?? `#${id}`}
        </Tag>
      ))}
    </span>
  );
}
