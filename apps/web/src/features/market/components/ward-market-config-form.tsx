import { Alert, Button, Form, Typography } from 'antd';
import { formatDateTime } from '@console/shared/dates';
import { ZWardMarketConfigFields } from '@console/shared/forms/ward-market-config';
import { wardMarketConfigFields } from '@console/shared/forms/ward-market-config-fields';
import { reportMutation } from '../../../lib/envelope-mutation';
import { checkValues } from '../../../lib/forms/check-values';
import { FieldItems } from '../../../lib/forms/field-items';
import { showValidationError } from '../../../lib/result-helper';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useCreateWardMarketConfig } from '../api/create-ward-market-config';
import { useUpdateWardMarketConfig } from '../api/update-ward-market-config';
import type { WardMarketConfig, WardMarketConfigBody } from '../api/ward-market-config-types';

const { description, ...SHORT_FIELDS } = wardMarketConfigFields;
const FIELD_NAMES = Object.keys(wardMarketConfigFields);

// short fields side by side on wide screens; the introduction takes the whole width
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', columnGap: 24 } as const;

interface WardMarketConfigFormProps {
  wardId: number;
  wardName: string;
  /** null: the ward has no config yet, saving creates it */
  entry: WardMarketConfig | null;
}

/** create or edit one ward's market config; read-only for those who may only read it */
export function WardMarketConfigForm({ wardId, wardName, entry }: WardMarketConfigFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const ability = useAppAbility();
  const create = useCreateWardMarketConfig();
  const update = useUpdateWardMarketConfig();
  const canSave = ability.can(entry ? 'update' : 'create', 'hm_approval_mode');

  // a field's error shows until that field changes (the Form has no rules of its own to clear it)
  const clearErrors = (names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));

  const submit = async (values: Record<string, unknown>) => {
    clearErrors(FIELD_NAMES);
    const check = checkValues(ZWardMarketConfigFields, values);
    if (!check.ok) {
      if (FIELD_NAMES.includes(check.field)) form.setFields([{ name: check.field, errors: [check.message] }]);
      return showValidationError(check.message);
    }
    const body: WardMarketConfigBody = check.data;
    const request = entry ? update.mutateAsync({ wardId, body }) : create.mutateAsync({ wardId, body });
    await reportMutation(request);
  };

  return (
    <Form
      form={form}
      name="market_config"
      layout="vertical"
      style={{ maxWidth: 900 }}
      disabled={!canSave}
      initialValues={entry ?? {}}
      onFinish={submit}
      onValuesChange={(changed: Record<string, unknown>) => clearErrors(Object.keys(changed))}
      data-testid="market-config-form"
    >
      {entry ? (
        <Typography.Paragraph type="secondary" data-testid="market-config-updated">
          Cập nhật lần cuối: {formatDateTime(entry.updated_at)}
          {entry.updated_by_name ? ` bởi ${entry.updated_by_name}` : ''}
          {canSave ? '' : ' · Bạn chỉ có quyền xem cấu hình này.'}
        </Typography.Paragraph>
      ) : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Chợ quê của ${wardName || 'xã/phường'} chưa được cấu hình.`}
          description={
            canSave ? 'Điền thông tin của chợ và bấm "Lưu cấu hình" để người dân bắt đầu mua bán.' : undefined
          }
          data-testid="market-config-missing"
        />
      )}
      <div style={GRID}>
        <FieldItems fields={SHORT_FIELDS} />
      </div>
      <FieldItems fields={{ description }} />
      {canSave && (
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending || update.isPending}
          data-testid="market-config-save"
        >
          Lưu cấu hình
        </Button>
      )}
    </Form>
  );
}
