import Progress from 'antd/es/progress';
import theme from 'antd/es/theme';
import { rewardsStrings } from '../../../common/strings';
import { formatPoints } from '../utils/transaction-display';

const { card } = rewardsStrings;

interface TierProgressBarProps {
  nextTier: string;
  /** 0–100, already capped (docs/product.md §4). */
  percent: number;
  pointsNeeded: number;
}

export function TierProgressBar({ nextTier, percent, pointsNeeded }: TierProgressBarProps) {
  // Whole percents, rounded down, so the bar never claims 100% before the tier is reached.
  const shown = Math.floor(percent);
  const { token } = theme.useToken();
  return (
    <div className="mfr-progress">
      <div className="mfr-progress-header">
        <h3 className="mfr-progress-title">{card.progressTitle(nextTier)}</h3>
        <span className="mfr-progress-percent">{shown}%</span>
      </div>
      <Progress
        percent={shown}
        showInfo={false}
        strokeColor={token.colorPrimary}
        size={{ height: 10 }}
        aria-label={card.progressLabel(nextTier)}
      />
      <p className="elite-card-text">{card.pointsNeeded(formatPoints(pointsNeeded), nextTier)}</p>
    </div>
  );
}
