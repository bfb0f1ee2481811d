import { formFieldsOf } from '@console/shared/validation/field-defs';
import { Alert, Button, Form, Result, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { isBuiltInRow, type Resource } from '@console/shared/resources/define-resource';
import { reportMutation } from '../lib/envelope-mutation';
import { FieldItems } from '../lib/forms/field-items';
import { LinkButton } from '../lib/link-button';
import { PageSection } from '../lib/page-section';
import { showValidationError } from '../lib/result-helper';
import { useSessionUser } from '../lib/session';
import { useAppAbility } from '../lib/use-app-ability';
import { pinnedWard } from '../lib/wards/ward-access';
import { useCreateResource } from './api/create-resource';
import { useResourceEntry } from './api/get-resource';
import type { ResourceRow } from './api/resource-keys';
import { useUpdateResource } from './api/update-resource';
import { checkFormValues, initialFormValues } from './form-values';
import { ChildListPanel } from './children/child-list-panel';
import { listReturnPath } from './list-url-state';
import { resourcePaths } from './resource-paths';

/** `preset`: a create form's values taken from its route (a camera location created where the map was clicked) */
export function ResourceForm({
  resource,
  mode,
  preset,
}: {
  resource: Resource;
  mode: 'create' | 'edit';
  preset?: Record<string, unknown>;
}) {
  const { id } = useParams();
  const navigate = useNavigate();
  const entryQuery = useResourceEntry(resource.name, mode === 'edit' ? id : undefined);
  const title = mode === 'create' ? `Thêm mới ${resource.label}` : `Cập nhật ${resource.label}`;
  const entryCode = entryQuery.data?.code;

  useEffect(() => {
    if (entryCode === 403) navigate('/admin/errors/403', { replace: true });
  }, [entryCode, navigate]);

  if (mode === 'edit') {
    if (entryQuery.isPending) {
      return (
        <PageSection title={title}>
          <Skeleton active />
        </PageSection>
      );
    }
    const entry = entryQuery.data?.data?.entry;
    if (entryQuery.data?.code !== SUCCESS_CODE || !entry) {
      return (
        <PageSection title={title}>
          <Result
            status="error"
            title={entryQuery.data?.message || `Không tải được ${resource.label}`}
            extra={<LinkButton to={resource.path}>Quay lại danh sách</LinkButton>}
          />
        </PageSection>
      );
    }
    return (
      <>
        <ResourceFormBody key={entry.id} resource={resource} entry={entry} title={title} />
        {resource.children && <ChildListPanel resource={resource} id={String(entry.id)} editable />}
      </>
    );
  }
  return <ResourceFormBody resource={resource} entry={null} title={title} preset={preset} />;
}

/** what saving a one-row area does instead of POST / PATCH {id} and going back to the list */
export interface SingletonSave {
  save: (body: Record<string, unknown>) => Promise<unknown>;
  saving: boolean;
  /** may the caller write it (platform staff); others see the form disabled */
  writable: boolean;
}

export function ResourceFormBody({
  resource,
  entry,
  title,
  singleton,
  preset,
}: {
  resource: Resource;
  entry: ResourceRow | null;
  title: string;
  singleton?: SingletonSave;
  preset?: Record<string, unknown>;
}) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const navigate = useNavigate();
  const user = useSessionUser();
  const pinned = pinnedWard(user);
  const create = useCreateResource(resource.name);
  const update = useUpdateResource(resource.name);
  const saving = singleton?.saving ?? (create.isPending || update.isPending);

  const ability = useAppAbility();
  // a switch with its own action (approve…) is shown but not moved by who lacks it; the server ignores it too
  const lockedSwitches = Object.entries(resource.toggles ?? {})
    .filter(([, toggle]) => toggle && toggle.action !== 'update' && !ability.can(toggle.action, resource.subject))
    .map(([field]) => field);
  // a field for province staff (an article for the whole province) is shown but not moved by narrower staff
  const provinceOnly =
    user?.role?.scope === 'all' || user?.role?.scope === 'province'
      ? []
      : Object.keys(resource.fields).filter((key) => resource.fields[key].provinceLevel);
  // a built-in row's code-owned fields ('Khảo sát', its kind) are shown but not editable; the server refuses a change
  const locked = [
    ...lockedSwitches,
    ...provinceOnly,
    ...(isBuiltInRow(resource, entry) ? resource.builtIn!.readOnly : []),
  ];
  const entryWard = entry?.ward_id ? { id: Number(entry.ward_id), name: entry.ward_name ?? '' } : null;
  const context = { wardOption: entryWard ?? pinned, wardLocked: pinned !== null, entry, fixed: resource.fixed };

  // the server sets the cover when photos are added or removed below the form: the field follows it, so saving the
  // form afterwards does not put back the cover it was opened with
  const coverField = resource.children?.cover?.parentField;
  const coverValue = coverField ? entry?.[coverField] : undefined;
  useEffect(() => {
    if (coverField && coverValue !== undefined) form.setFieldValue(coverField, coverValue);
  }, [form, coverField, coverValue]);

  // a field's error shows until that field changes (the Form has no rules of its own to clear it)
  const clearErrors = (names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));

  const submit = async (values: Record<string, unknown>) => {
    clearErrors(Object.keys(resource.fields));
    const check = checkFormValues(resource, values);
    if (!check.ok) {
      if (check.field in resource.fields) form.setFields([{ name: check.field, errors: [check.message] }]);
      return showValidationError(check.message);
    }
    // a view's rows share its fixed value (a link service is created as a link)
    const body =
      resource.fixed && !entry ? { ...check.data, [resource.fixed.field]: resource.fixed.value } : check.data;
    if (singleton) return void (await singleton.save(body));
    let created: number | undefined;
    const request = entry
      ? update.mutateAsync({ id: entry.id, body })
      : create.mutateAsync(body).then((answer) => ((created = answer.data?.entry?.id), answer));
    // a new row with children (an album) opens where they are added, rather than the list
    const next = () =>
      resource.children && created ? resourcePaths(resource).edit(created) : listReturnPath(resource);
    await reportMutation(request, { done: () => navigate(next()) });
  };

  return (
    <PageSection title={title}>
      <Form
        form={form}
        name={resource.name}
        layout="vertical"
        style={{ maxWidth: 760 }}
        initialValues={{ ...initialFormValues(resource, entry, pinned?.id ?? null), ...preset }}
        onFinish={submit}
        onValuesChange={(changed: Record<string, unknown>) => clearErrors(Object.keys(changed))}
        data-testid="resource-form"
      >
        {singleton && !singleton.writable && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={`Chỉ quản trị nền tảng được sửa ${resource.label}.`}
            data-testid="singleton-read-only"
          />
        )}
        <FieldItems
          fields={formFieldsOf(resource.fields)}
          context={context}
          disabled={singleton && !singleton.writable ? Object.keys(resource.fields) : locked}
        />
        {singleton ? (
          singleton.writable && (
            <Button type="primary" htmlType="submit" loading={saving} data-testid="resource-save">
              Lưu
            </Button>
          )
        ) : (
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="resource-save">
              Lưu
            </Button>
            <Button onClick={() => navigate(listReturnPath(resource))} data-testid="resource-cancel">
              Hủy
            </Button>
          </Space>
        )}
      </Form>
    </PageSection>
  );
}
