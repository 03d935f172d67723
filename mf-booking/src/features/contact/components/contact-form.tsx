import { createContactMessageSchema, type CreateContactMessageInput } from '@elite/contracts/contact';
import { FORM_NAME_FIELD } from '@elite/contracts/constants';
import {
  errorMessage,
  useChangedBeforeHydration,
  usePostedForm,
  useToast,
  zodRule,
  type EarlyValue,
  postedErrorProps,
} from '@elite/web-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SECTION_IDS } from '../../../common/section-ids';
import { contactStrings } from '../../../common/strings';
import { useSendContactMessage } from '../api/use-send-contact-message';
import { CONTACT_FORM, isContactSent } from '../utils/contact-form-text';

const { labels, placeholders } = contactStrings;
const field = createContactMessageSchema.shape;
type FieldName = keyof CreateContactMessageInput;

/**
 * Name, email, subject, message (docs/product.md §2). Native first, as the booking form
 * (docs/architecture.md, "Forms without JavaScript"): posted to its own page without JavaScript, and
 * answered with that page saying the message was sent, or with the values as sent and the server's
 * error under each wrong field. Taken over, a bad field is only outlined (docs/product.md §5) and
 * the outcome is a toast.
 */
export function ContactForm() {
  const [form] = Form.useForm<CreateContactMessageInput>();
  const toast = useToast();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { trigger, isMutating } = useSendContactMessage();
  const posted = usePostedForm(CONTACT_FORM);
  const [postedErrors, setPostedErrors] = useState(
    () => new Map(posted?.errors.map(({ path, message }) => [path, message])),
  );
  // Read once: the note stays for this page view, and a message sent with JavaScript toasts instead.
  const [sentWithoutScript] = useState(() => isContactSent(search));

  const around = useRef<HTMLDivElement>(null);
  useChangedBeforeHydration(around, (changed: Record<string, EarlyValue>) =>
    form.setFieldsValue(
      Object.fromEntries(Object.entries(changed).map(([name, value]) => [name, String(value)])),
    ),
  );

  const item = (name: FieldName) => {
    const postedError = postedErrors.get(name);
    return {
      name,
      label: labels[name],
      rules: [zodRule(field[name])],
      ...postedErrorProps(postedError),
    };
  };

  const submit = async (values: CreateContactMessageInput) => {
    try {
      await trigger(createContactMessageSchema.parse(values));
      toast.success(contactStrings.success.title, contactStrings.success.description);
      form.resetFields();
      form.setFieldsValue({ name: '', email: '', subject: '', message: '' });
    } catch (error) {
      toast.error(contactStrings.failure.title, errorMessage(error, contactStrings.failure.description));
    }
  };

  return (
    <div ref={around}>
      {sentWithoutScript ? (
        <p className="mfb-form-success" role="status">
          <strong>{contactStrings.success.title}.</strong> {contactStrings.success.description}
        </p>
      ) : null}
      {posted?.message ? (
        <p className="mfb-form-error" role="alert">
          <strong>{contactStrings.failure.title}.</strong> {posted.message}
        </p>
      ) : null}
      <Form<CreateContactMessageInput>
        form={form}
        name="contact-form"
        method="post"
        action={`${pathname}#${SECTION_IDS.contact}`}
        noValidate
        layout="vertical"
        size="large"
        initialValues={posted?.values}
        onFinish={submit}
        onValuesChange={(changed: Partial<CreateContactMessageInput>) => {
          const touched = Object.keys(changed).filter((name) => postedErrors.has(name));
          if (touched.length > 0)
            setPostedErrors((errors) => new Map([...errors].filter(([name]) => !touched.includes(name))));
        }}
        className="mfb-contact-form"
      >
        <input type="hidden" name={FORM_NAME_FIELD} value={CONTACT_FORM} />
        <div className="mfb-form-grid">
          <Form.Item {...item('name')}>
            <Input name="name" placeholder={placeholders.name} autoComplete="name" />
          </Form.Item>
          <Form.Item {...item('email')}>
            <Input type="email" name="email" placeholder={placeholders.email} autoComplete="email" />
          </Form.Item>
        </div>
        <Form.Item {...item('subject')}>
          <Input name="subject" placeholder={placeholders.subject} />
        </Form.Item>
        <Form.Item {...item('message')}>
          <Input.TextArea name="message" rows={5} placeholder={placeholders.message} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={isMutating} className="mfb-submit">
          {contactStrings.submit}
        </Button>
      </Form>
    </div>
  );
}
