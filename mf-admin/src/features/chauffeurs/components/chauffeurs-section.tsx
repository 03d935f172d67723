import { createChauffeurSchema, type CreateChauffeurInput } from '@elite/contracts/chauffeurs';
import { errorMessage, showRefusedFields, useToast, zodRule } from '@elite/web-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useId } from 'react';
import { chauffeurStrings as strings } from '../../../common/strings';
import { useChauffeurs, useCreateChauffeur } from '../api/use-chauffeurs';

const shape = createChauffeurSchema.shape;

/** Staff's chauffeurs (docs/product.md §12): who may be assigned to a ride, and a form to add one. */
export function ChauffeursSection() {
  const headingId = useId();
  const toast = useToast();
  const [form] = Form.useForm<CreateChauffeurInput>();
  const { data: chauffeurs, error } = useChauffeurs();
  const { trigger, isMutating } = useCreateChauffeur();

  const create = async (values: CreateChauffeurInput) => {
    const input = createChauffeurSchema.safeParse(values);
    if (!input.success) return;
    try {
      const chauffeur = await trigger(input.data);
      form.resetFields();
      toast.success(strings.created.title, strings.created.description(chauffeur.name));
    } catch (failure) {
      showRefusedFields(form, failure);
      toast.error(strings.createFailed.title, errorMessage(failure, strings.createFailed.description));
    }
  };

  return (
    <section className="elite-card mfa-chauffeurs" aria-labelledby={headingId}>
      <h2 id={headingId} className="elite-card-title">
        {strings.title}
      </h2>
      <p className="elite-card-text">{strings.help}</p>
      {error ? (
        <p role="alert">{strings.failed}</p>
      ) : chauffeurs?.length === 0 ? (
        <p className="elite-card-text">{strings.empty}</p>
      ) : (
        <ul className="mfa-chauffeur-list" aria-label={strings.title}>
          {chauffeurs?.map((chauffeur) => (
            <li key={chauffeur.id}>
              <strong>{chauffeur.name}</strong> · {chauffeur.phone} · {chauffeur.email}
            </li>
          ))}
        </ul>
      )}
      <Form<CreateChauffeurInput>
        form={form}
        name="create-chauffeur"
        layout="vertical"
        requiredMark={false}
        className="mfa-chauffeur-form"
        onFinish={(values) => void create(values)}
      >
        <Form.Item name="name" label={strings.name} rules={[zodRule(shape.name)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={strings.email} rules={[zodRule(shape.email)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={strings.phone} rules={[zodRule(shape.phone)]}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={strings.password} rules={[zodRule(shape.password)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isMutating}>
          {strings.create}
        </Button>
      </Form>
    </section>
  );
}
