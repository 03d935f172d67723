import { createContactMessageSchema, type CreateContactMessageInput } from '@elite/contracts/contact';
import { errorMessage, useHydrated, useToast, zodRule } from '@elite/web-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { contactStrings } from '../../../common/strings';
import { useSendContactMessage } from '../api/use-send-contact-message';

const { labels, placeholders } = contactStrings;
const field = createContactMessageSchema.shape;

/** Name, email, subject, message (docs/product.md §2). Field-level messages are not shown (docs/product.md §5): a bad field is only outlined. */
export function ContactForm() {
  const [form] = Form.useForm<CreateContactMessageInput>();
  const toast = useToast();
  const { trigger, isMutating } = useSendContactMessage();
  // Drawn by the server too: disabled until its code has taken it over (see the booking form).
  const hydrated = useHydrated();

  const submit = async (values: CreateContactMessageInput) => {
    try {
      await trigger(createContactMessageSchema.parse(values));
      toast.success(contactStrings.success.title, contactStrings.success.description);
      form.resetFields();
    } catch (error) {
      toast.error(contactStrings.failure.title, errorMessage(error, contactStrings.failure.description));
    }
  };

  return (
    <Form<CreateContactMessageInput>
      form={form}
      name="contact-form"
      layout="vertical"
      size="large"
      disabled={!hydrated}
      onFinish={submit}
      className="mfb-contact-form"
    >
      <div className="mfb-form-grid">
        <Form.Item name="name" label={labels.name} rules={[zodRule(field.name)]}>
          <Input placeholder={placeholders.name} autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={labels.email} rules={[zodRule(field.email)]}>
          <Input type="email" placeholder={placeholders.email} autoComplete="email" />
        </Form.Item>
      </div>
      <Form.Item name="subject" label={labels.subject} rules={[zodRule(field.subject)]}>
        <Input placeholder={placeholders.subject} />
      </Form.Item>
      <Form.Item name="message" label={labels.message} rules={[zodRule(field.message)]}>
        <Input.TextArea rows={5} placeholder={placeholders.message} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={isMutating} className="mfb-submit">
        {contactStrings.submit}
      </Button>
    </Form>
  );
}
