import GiftFilled from '@ant-design/icons/es/icons/GiftFilled';
import { errorMessage, lazyZodRule, useToast } from '@elite/web-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { rewardsStrings } from '../../../common/strings';
import { loadRewardsContracts } from '../api/rewards-contracts';
import { useRedeemPoints } from '../api/use-redeem-points';
import { formatPoints } from '../utils/transaction-display';

const { redeem } = rewardsStrings;

interface RedeemValues {
  points: number;
}

/** Spends points for a discount; the amount starts at everything available. */
export function RedeemCard({ points }: { points: number }) {
  const toast = useToast();
  const { trigger, isMutating } = useRedeemPoints();

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
      <p className="elite-card-text">{redeem.text}</p>
      <Form<RedeemValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{ points }}
        onFinish={(values) => void submit(values)}
        className="mfr-redeem-form"
      >
        <Form.Item
          name="points"
          label={redeem.amount}
          extra={redeem.available(formatPoints(points))}
          rules={[
            lazyZodRule(() =>
              loadRewardsContracts().then((rewards) => rewards.redeemPointsSchema.shape.points),
            ),
            { type: 'number', max: points, message: redeem.tooMany(formatPoints(points)) },
          ]}
        >
          <InputNumber min={1} max={points} precision={0} step={50} size="large" className="mfr-full-width" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isMutating} className="mfr-cta">
          {redeem.submit}
        </Button>
      </Form>
    </section>
  );
}
