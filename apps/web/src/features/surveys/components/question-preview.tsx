import { Checkbox, DatePicker, Input, InputNumber, Radio, Rate, Space, Typography } from 'antd';
import { OTHER_LABEL, type SurveyQuestion } from '@console/shared/surveys/survey-definition';

const labelOf = (label: string, index: number) => label.trim() || `Lựa chọn ${index + 1}`;

/** the answer control of one kind, as a resident meets it, not answerable here */
function AnswerControl({ question }: { question: SurveyQuestion }) {
  const choices = question.options.map((option, i) => ({ value: option.key, label: labelOf(option.label, i) }));
  if (question.allow_other) choices.push({ value: 'other', label: OTHER_LABEL });
  switch (question.kind) {
    case 'single':
      return <Radio.Group disabled options={choices} className="survey-preview__choices" />;
    case 'multiple':
      return <Checkbox.Group disabled options={choices} className="survey-preview__choices" />;
    case 'short_text':
      return <Input disabled placeholder="Câu trả lời" />;
    case 'long_text':
      return <Input.TextArea disabled rows={3} placeholder="Câu trả lời" />;
    case 'number':
      return <InputNumber disabled min={question.min} max={question.max} placeholder="Số" style={{ width: 160 }} />;
    case 'rating':
      return <Rate disabled />;
    case 'date':
      return <DatePicker disabled format="DD/MM/YYYY" placeholder="DD/MM/YYYY" />;
    case 'yes_no':
      return (
        <Radio.Group
          disabled
          options={[
            { value: 'yes', label: 'Có' },
            { value: 'no', label: 'Không' },
          ]}
        />
      );
    case 'grid':
      return (
        <div className="survey-preview__grid">
          <table>
            <thead>
              <tr>
                <th />
                {question.options.map((column, i) => (
                  <th key={column.key}>{labelOf(column.label, i)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {question.rows.map((row, i) => (
                <tr key={row.key}>
                  <th scope="row">{row.label.trim() || `Hàng ${i + 1}`}</th>
                  {question.options.map((column) => (
                    <td key={column.key}>
                      <Radio disabled aria-label={column.label} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** what a multiple-choice question or a number asks of its answer */
function limitsText(question: SurveyQuestion): string | null {
  const { kind, min, max } = question;
  if (kind !== 'multiple' && kind !== 'number') return null;
  const noun = kind === 'multiple' ? ' lựa chọn' : '';
  if (min !== undefined && max !== undefined) return `Từ ${min} đến ${max}${noun}`;
  if (min !== undefined) return `Ít nhất ${min}${noun}`;
  return max !== undefined ? `Nhiều nhất ${max}${noun}` : null;
}

interface QuestionPreviewProps {
  question: SurveyQuestion;
  number: number;
  /** 'Câu 2: Có' when the question is shown only after that answer */
  condition: string | null;
}

/** one question as a resident sees it: its wording, help, limits and answer control */
export function QuestionPreview({ question, number, condition }: QuestionPreviewProps) {
  const limits = limitsText(question);
  return (
    <div className="survey-preview__question" data-testid={`survey-preview-question-${number}`}>
      <Typography.Text strong>
        {number}. {question.title.trim() || '(chưa có nội dung)'}
        {question.required && <span className="survey-preview__required"> *</span>}
      </Typography.Text>
      {(question.help || limits || condition) && (
        <Space direction="vertical" size={0} style={{ display: 'flex' }}>
          {question.help && <Typography.Text type="secondary">{question.help}</Typography.Text>}
          {limits && <Typography.Text type="secondary">{limits}</Typography.Text>}
          {condition && (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              Chỉ hiện khi {condition}
            </Typography.Text>
          )}
        </Space>
      )}
      <AnswerControl question={question} />
    </div>
  );
}
