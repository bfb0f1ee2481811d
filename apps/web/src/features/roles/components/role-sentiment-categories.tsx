import { Alert, Button, Checkbox, Divider, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { isSuperRole } from '@console/shared/domain/roles';
import { SENTIMENT_CATEGORIES } from '@console/shared/domain/sentiments';
import { ROLE_CATEGORIES_LABEL, ZRoleSentimentCategoriesBody } from '@console/shared/forms/sentiment';
import { reportMutation } from '../../../lib/envelope-mutation';
import { checkValues } from '../../../lib/forms/check-values';
import { askConfirmation, showValidationError } from '../../../lib/result-helper';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useRoleSentimentCategories, useSaveRoleSentimentCategories } from '../api/role-sentiment-categories';

const OPTIONS = SENTIMENT_CATEGORIES.map((category) => ({ value: category.id, label: category.name }));
const SAVE_QUESTION = 'Lưu lĩnh vực phản ánh của vai trò này?';

/**
 * Issue 10: the sentiment categories a role handles (a health officer the health items). Its users see and act on
 * items of the ticked categories only; none ticked means every category. Saved on its own, at once, with its button.
 */
export function RoleSentimentCategories({ role }: { role: { id: number; field: string } }) {
  const ability = useAppAbility();
  const loaded = useRoleSentimentCategories(role.id);
  const save = useSaveRoleSentimentCategories(role.id);
  const [edited, setEdited] = useState<number[] | null>(null);
  const stored = loaded.data?.data?.entry?.category_ids;
  const value = edited ?? stored ?? [];
  const superRole = isSuperRole(role.field);
  const canEdit = ability.can('update', 'roles') && !superRole;

  const submit = async () => {
    const check = checkValues(ZRoleSentimentCategoriesBody, { category_ids: value });
    if (!check.ok) return showValidationError(check.message);
    if (!(await askConfirmation(SAVE_QUESTION))) return;
    await reportMutation(save.mutateAsync(check.data.category_ids), { done: () => setEdited(null) });
  };

  return (
    <section data-testid="role-sentiment-categories">
      <Divider orientation="left" orientationMargin={0} style={{ marginTop: 0 }}>
        <Typography.Text strong>{ROLE_CATEGORIES_LABEL}</Typography.Text>
      </Divider>
      {superRole ? (
        <Alert type="info" showIcon message="Vai trò quản trị luôn xử lý mọi lĩnh vực phản ánh." />
      ) : stored === undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Space direction="vertical" size={8} style={{ display: 'flex', marginBottom: 16 }}>
          <Typography.Text type="secondary">
            Người dùng của vai trò chỉ thấy và xử lý phản ánh thuộc các lĩnh vực được chọn. Không chọn lĩnh vực nào: mọi
            lĩnh vực.
          </Typography.Text>
          <Checkbox.Group
            options={OPTIONS}
            value={value}
            disabled={!canEdit}
            onChange={(ids) => setEdited((ids as number[]).slice().sort((a, b) => a - b))}
            data-testid="role-sentiment-categories-options"
          />
          <Space wrap>
            <Typography.Text data-testid="role-sentiment-categories-summary">
              {value.length === 0 ? 'Đang xử lý: mọi lĩnh vực' : `Đang chọn: ${value.length} lĩnh vực`}
            </Typography.Text>
            {canEdit && (
              <Button
                onClick={submit}
                loading={save.isPending}
                disabled={edited === null}
                data-testid="role-sentiment-categories-save"
              >
                Lưu lĩnh vực phản ánh
              </Button>
            )}
          </Space>
        </Space>
      )}
    </section>
  );
}
