import { Col, Divider, Form, Row, type FormInstance } from 'antd';
import { SURVEY_FIELDS } from '@console/shared/forms/survey';
import type { FieldDefs } from '@console/shared/validation/field-defs';
import { FieldItems } from '../../../lib/forms/field-items';
import { SurveyAudienceFields } from './survey-audience-fields';
import { SurveyTimePicker } from './survey-time-picker';

const TEXT_FIELDS = { title: SURVEY_FIELDS.title, description: SURVEY_FIELDS.description };
const ANSWER_FIELDS: FieldDefs[] = [
  { anonymous: SURVEY_FIELDS.anonymous },
  { multiple_responses: SURVEY_FIELDS.multiple_responses },
  { max_responses: { ...SURVEY_FIELDS.max_responses, help: 'Để trống: không giới hạn' } },
];
const TIME_HELP = 'Giờ Việt Nam (UTC+7)';

/** the survey's text, when it is answered, how, and by whom: everything but its questions */
export function SurveySettingsFields({ form }: { form: FormInstance }) {
  return (
    <>
      <FieldItems fields={TEXT_FIELDS} />
      <Row gutter={16}>
        {(['open_at', 'close_at'] as const).map((name) => (
          <Col xs={24} sm={12} key={name}>
            <Form.Item name={name} label={SURVEY_FIELDS[name].label} required extra={TIME_HELP}>
              <SurveyTimePicker data-testid={`survey-${name.replace('_', '-')}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        {ANSWER_FIELDS.map((fields) => (
          <Col xs={24} sm={8} key={Object.keys(fields)[0]}>
            <FieldItems fields={fields} />
          </Col>
        ))}
      </Row>
      <Divider orientation="left" orientationMargin={0} style={{ marginTop: 0 }}>
        Đối tượng khảo sát
      </Divider>
      <SurveyAudienceFields form={form} />
    </>
  );
}
