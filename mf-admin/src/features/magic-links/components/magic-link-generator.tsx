import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import { createMagicLinkSchema } from '@elite/contracts/magic-link';
import { errorMessage, useToast } from '@elite/web-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useId, useState } from 'react';
import { magicLinkStrings as strings } from '../../../common/strings';
import { useCreateMagicLink } from '../api/use-create-magic-link';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

interface MagicLinkForm {
  email?: string;
}

/** The link shown, and the address it was e-mailed to when it was sent. */
interface Generated {
  url: string;
  sentTo: string | null;
}

/**
 * An e-mail in, a one-time link out, with a copy action; or the same link e-mailed to the customer
 * in one step (docs/product.md §2, §5, §8).
 */
export function MagicLinkGenerator() {
  const toast = useToast();
  const headingId = useId();
  const urlId = useId();
  const [form] = Form.useForm<MagicLinkForm>();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [pending, setPending] = useState<'generate' | 'send' | null>(null);
  const { trigger } = useCreateMagicLink();
  const { copied, copy, reset } = useCopyToClipboard();

  // Checked here rather than by form rules: docs/product.md §5 answers a bad address with a toast, and nothing is sent.
  const create = async (send: boolean) => {
    const input = createMagicLinkSchema.safeParse({ email: form.getFieldValue('email') ?? '', send });
    if (!input.success) {
      toast.error(strings.invalidEmail.title, strings.invalidEmail.description);
      return;
    }
    setPending(send ? 'send' : 'generate');
    try {
      const link = await trigger(input.data);
      reset();
      setGenerated({ url: link.url, sentTo: link.sent ? link.email : null });
      if (link.sent) toast.success(strings.sent.title, strings.sent.description(link.email));
      else toast.success(strings.generated.title, strings.generated.description);
    } catch (error) {
      const failed = send ? strings.sendFailed : strings.failed;
      toast.error(failed.title, errorMessage(error, failed.description));
    } finally {
      setPending(null);
    }
  };
  const url = generated?.url;

  const copyUrl = async () => {
    if (!url) return;
    try {
      await copy(url);
      toast.success(strings.copiedToast.title, strings.copiedToast.description);
    } catch {
      toast.error(strings.copyFailed.title, strings.copyFailed.description);
    }
  };

  return (
    <section className="elite-card mfa-section mfa-panel mfa-magic-link" aria-labelledby={headingId}>
      <div className="mfa-panel-head">
        <span className="mfa-panel-icon" aria-hidden>
          <LinkOutlined />
        </span>
        <div>
          <h2 id={headingId} className="elite-card-title mfa-card-title">
            {strings.title}
          </h2>
          <p className="elite-card-text">{strings.intro}</p>
        </div>
      </div>
      <Form<MagicLinkForm>
        form={form}
        name="magic-link"
        layout="vertical"
        requiredMark={false}
        onFinish={() => create(false)}
        noValidate
        className="mfa-magic-link-form"
      >
        <Form.Item name="email" label={strings.emailLabel} className="mfa-magic-link-email">
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={strings.emailPlaceholder}
            size="large"
          />
        </Form.Item>
        <Form.Item className="mfa-magic-link-submit">
          <div className="mfa-magic-link-actions">
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              loading={pending === 'generate'}
              disabled={pending === 'send'}
            >
              {strings.generate}
            </Button>
            <Button
              size="large"
              icon={<MailOutlined />}
              loading={pending === 'send'}
              disabled={pending === 'generate'}
              onClick={() => void create(true)}
            >
              {strings.send}
            </Button>
          </div>
        </Form.Item>
      </Form>
      {url ? (
        <div className="mfa-magic-link-result">
          <label htmlFor={urlId} className="mfa-field-label">
            {strings.urlLabel}
          </label>
          <Space.Compact block>
            <Input id={urlId} value={url} readOnly size="large" onFocus={(event) => event.target.select()} />
            <Button
              size="large"
              type={copied ? 'primary' : 'default'}
              icon={copied ? <CheckOutlined /> : <CopyOutlined />}
              onClick={copyUrl}
              aria-live="polite"
            >
              {copied ? strings.copied : strings.copy}
            </Button>
          </Space.Compact>
          {generated?.sentTo ? <p className="elite-card-text">{strings.sentNote(generated.sentTo)}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
