import { Col, Form, Row, Typography, type FormInstance } from 'antd';
import { SURVEY_FIELDS } from '@console/shared/forms/survey';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { canChooseWard, pinnedWard } from '../../../lib/wards/ward-access';
import { RoleMultiSelect } from '../../notifications/components/role-multi-select';
import { UnitMultiSelect } from '../../notifications/components/unit-multi-select';

/** what an empty choice means: the server asks everyone of the survey's units (survey-audience.ts) */
const AUDIENCE_HELP =
  'Để trống: mọi người thuộc đơn vị của khảo sát. Chọn để chỉ khảo sát một số xã/phường, thôn/xóm hoặc vai trò.';

/**
 * Who is asked: wards (for an officer above one ward), villages and roles, with the notification pickers (the same
 * unit lists, answered within the caller's units). A ward officer's survey is their ward's already: no ward list.
 */
export function SurveyAudienceFields({ form }: { form: FormInstance }) {
  const user = useSessionUser();
  const ability = useAppAbility();
  const showWards = canChooseWard(ability, user);
  const wards = (Form.useWatch('ward_ids', form) ?? form.getFieldValue('ward_ids') ?? []) as number[];
  // one ward chosen (or the officer's own): its villages only; several: the villages of all the caller's units
  const villageWard = wards.length === 1 ? wards[0] : (pinnedWard(user)?.id ?? null);

  return (
    <>
      <Typography.Paragraph type="secondary">{AUDIENCE_HELP}</Typography.Paragraph>
      <Row gutter={16}>
        {showWards && (
          <Col xs={24} md={12}>
            <Form.Item name="ward_ids" label={SURVEY_FIELDS.ward_ids.label}>
              <UnitMultiSelect level="wards" placeholder="Tất cả xã/phường" data-testid="survey-audience-wards" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="village_ids" label={SURVEY_FIELDS.village_ids.label}>
            <UnitMultiSelect
              level="villages"
              wardId={villageWard}
              placeholder="Tất cả thôn/xóm"
              data-testid="survey-audience-villages"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="role_ids" label={SURVEY_FIELDS.role_ids.label}>
            <RoleMultiSelect />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
