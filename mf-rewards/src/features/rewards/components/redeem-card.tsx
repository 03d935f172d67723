import GiftFilled from '@ant-design/icons/es/icons/GiftFilled';
import { FORM_DONE_PARAM, FORM_NAME_FIELD, creditCentsForPoints } from '@elite/contracts/constants';
import {
  errorMessage,
  formatUsd,
  lazyZodRule,
  postedErrorProps,
  postedFieldError,
  useChangedBeforeHydration,
  usePostedForm,
  useToast,
} from '@elite/web-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { rewardsStrings } from '../../../common/strings';
import { loadRewardsContracts } from '../api/rewards-contracts';
import { useRedeemPoints } from '../api/use-redeem-points';
import { formatPoints } from '../utils/transaction-display';

const { redeem } = rewardsStrings;

/** The form's name, posted with it: without JavaScript the server answers it (server-actions.ts). */
export const REDEEM_FORM = 'redeem';

interface RedeemValues {
  points: number;
}

/**
 * Spends points for rewards credit that the next booking takes off its price; the amount starts at everything available. A real form: posted
 * without JavaScript (or before it has run) the server redeems and the page says so, or answers
 * with the amount as sent and the error beside it (docs/architecture.md, "Forms without JavaScript").
 */
export function RedeemCard({ points }: { points: number }) {
  const [form] = Form.useForm<RedeemValues>();
  const toast = useToast();
  const { trigger, isMutating } = useRedeemPoints();
  const posted = usePostedForm(REDEEM_FORM);
  // Read once: shown for this page view only; a redemption with JavaScript toasts instead.
  const { search } = useLocation();
  const [redeemedWithoutScript] = useState(
    () => new URLSearchParams(search).get(FORM_DONE_PARAM) === REDEEM_FORM,
  );
  const [postedError, setPostedError] = useState(() => postedFieldError(posted, 'points'));
  // The amount as posted, when it was a number at all (a number field holds nothing else).
  const postedPoints = posted?.values.points?.trim() ? Number(posted.values.points) : Number.NaN;

  const around = useRef<HTMLDivElement>(null);
  useChangedBeforeHydration(around, (changed) => {
    const typed = Number(changed.points);
    if (Number.isFinite(typed)) form.setFieldsValue({ points: typed });
  });

  const submit = async (values: RedeemValues) => {
    try {
      await trigger({ points: values.points });
      toast.success(redeem.success.title, redeem.success.description);
    } catch (error) {
      toast.error(redeem.failure.title, errorMessage(error, redeem.failure.description));
    }
  };

  return (
    <section className="elite-card mfr-redeem-card" aria-labelledby="mfr-redeem-title">
      <span className="elite-icon-badge mfr-tier-icon" aria-hidden>
        <GiftFilled />
      </span>
      <h2 id="mfr-redeem-title" className="elite-card-title">
        {redeem.title}
      </h2>
      <p className="elite-card-text">{redeem.text(formatUsd(creditCentsForPoints(100) / 100))}</p>
      <div ref={around}>
        {redeemedWithoutScript && (
          <p className="mfr-form-note" role="status">
            <strong>{redeem.success.title}.</strong> {redeem.success.description}
          </p>
        )}
        {posted?.message && !postedError && (
          <p className="mfr-form-note mfr-form-note--error" role="alert">
            <strong>{redeem.failure.title}.</strong> {posted.message}
          </p>
        )}
        <Form<RedeemValues>
          form={form}
          method="post"
          noValidate
          layout="vertical"
          requiredMark={false}
          initialValues={{
            points: Number.isFinite(postedPoints) ? postedPoints : points,
          }}
          onFinish={(values) => void submit(values)}
          onValuesChange={() => setPostedError(undefined)}
          className="mfr-redeem-form"
        >
          <input type="hidden" name={FORM_NAME_FIELD} value={REDEEM_FORM} />
          <Form.Item
            name="points"
            label={redeem.amount}
            {...(postedError
              ? postedErrorProps(postedError)
              : { extra: redeem.available(formatPoints(points)) })}
            rules={[
              lazyZodRule(() =>
                loadRewardsContracts().then((rewards) => rewards.redeemPointsSchema.shape.points),
              ),
              { type: 'number', max: points, message: redeem.tooMany(formatPoints(points)) },
            ]}
          >
            <InputNumber
              name="points"
              min={1}
              max={points}
              precision={0}
              step={50}
              size="large"
              className="mfr-full-width"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={isMutating}
            className="mfr-cta"
          >
            {redeem.submit}
          </Button>
        </Form>
      </div>
    </section>
  );
}
