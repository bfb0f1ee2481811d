import { Form, Modal } from 'antd';
import { useState } from 'react';
import { unitNameFields } from '@console/shared/forms/unit-fields';
import { objectSchema } from '@console/shared/validation/zod-fields';
import { unlessRefused } from '../../../lib/envelope-mutation';
import { checkValues } from '../../../lib/forms/check-values';
import { FieldItems } from '../../../lib/forms/field-items';
import { notify } from '../../../lib/notify';
import { showValidationError } from '../../../lib/result-helper';
import { useRenameUnit, type UnitNames } from '../api/rename-unit';
import { UNIT_LEVEL_LABELS, type UnitLevel, type UnitRow } from '../api/unit-keys';

// the server's own body schema: same rules, same Vietnamese wording (spec §5)
const ZUnitNames = objectSchema(unitNameFields);
const FIELD_NAMES = Object.keys(unitNameFields);

interface RenameUnitModalProps {
  level: UnitLevel;
  /** the unit being renamed; null keeps the modal closed */
  unit: UnitRow | null;
  onClose: () => void;
}

/** 'Đổi tên': an admin corrects a unit's full and short name; the code never changes */
export function RenameUnitModal({ level, unit, onClose }: RenameUnitModalProps) {
  const [form] = Form.useForm<UnitNames>();
  const rename = useRenameUnit();
  // the closing modal keeps showing the unit it was opened for while it fades out
  const [last, setLast] = useState(unit);
  if (unit && unit !== last) setLast(unit);
  const shown = unit ?? last;

  const clearErrors = (names: string[]) =>
    form.setFields(names.map((name) => ({ name: name as keyof UnitNames, errors: [] })));

  const submit = async () => {
    if (!unit) return;
    clearErrors(FIELD_NAMES);
    const check = checkValues<UnitNames>(ZUnitNames, { ...form.getFieldsValue() });
    if (!check.ok) {
      form.setFields([{ name: check.field as keyof UnitNames, errors: [check.message] }]);
      return showValidationError(check.message);
    }
    const response = await unlessRefused(rename.mutateAsync({ level, id: unit.id, names: check.data }));
    if (!response) return;
    notify.success(response.message || 'Cập nhật thành công', `${unit.name} → ${check.data.name}`);
    onClose();
  };

  return (
    <Modal
      open={unit !== null}
      title={`Đổi tên ${UNIT_LEVEL_LABELS[level].toLocaleLowerCase('vi')}`}
      okText="Lưu"
      cancelText="Hủy"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={rename.isPending}
      okButtonProps={{ 'data-testid': 'unit-rename-save' }}
      cancelButtonProps={{ 'data-testid': 'unit-rename-cancel' }}
      destroyOnHidden
    >
      <Form
        key={shown?.id ?? 'none'}
        form={form}
        initialValues={shown ? { name: shown.name, short_name: shown.short_name } : undefined}
        name="unit"
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed) => clearErrors(Object.keys(changed))}
        data-testid="unit-rename-form"
      >
        {shown && (
          <p style={{ marginTop: 0 }}>
            Mã: <strong data-testid="unit-rename-code">{shown.code}</strong>
          </p>
        )}
        <FieldItems fields={unitNameFields} />
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
