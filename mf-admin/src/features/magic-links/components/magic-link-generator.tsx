import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import { createMagicLinkSchema } from '@elite/contracts';
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

/** An e-mail in, a one-time link out, with a copy action (docs/product.md §2, §5, §8). */
export function MagicLinkGenerator() {
  const toast = useToast();
  const headingId = useId();
  const urlId = useId();
  const [form] = Form.useForm<MagicLinkForm>();
  const [url, setUrl] = useState<string | null>(null);
  const { trigger, isMutating } = useCreateMagicLink();
  const { copied, copy, reset } = useCopyToClipboard();

  // Checked here rather than by form rules: docs/product.md §5 answers a bad address with a toast, and nothing is sent.
  const generate = async ({ email }: MagicLinkForm) => {
    const input = createMagicLinkSchema.safeParse({ email: email ?? '' });
    if (!input.success) {
      toast.error(strings.invalidEmail.title, strings.invalidEmail.description);
      return;
    }
    try {
      const link = await trigger(input.data);
      reset();
      setUrl(link.url);
      toast.success(strings.generated.title, strings.generated.description);
    } catch (error) {
      toast.error(strings.failed.title, errorMessage(error, strings.failed.description));
    }
  };

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
    <section className="mfa-card mfa-section mfa-panel mfa-magic-link" aria-labelledby={headingId}>
      <div className="mfa-panel-head">
        <span className="mfa-panel-icon" aria-hidden>
          <LinkOutlined />
        </span>
        <div>
          <h2 id={headingId} className="mfa-card-title">
            {strings.title}
          </h2>
          <p className="mfa-card-text">{strings.intro}</p>
        </div>
      </div>
      <Form<MagicLinkForm>
        form={form}
        name="magic-link"
        layout="vertical"
        requiredMark={false}
        onFinish={generate}
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
          <Button type="primary" htmlType="submit" size="large" loading={isMutating}>
            {strings.generate}
          </Button>
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
        </div>
      ) : null}
    </section>
  );
}
