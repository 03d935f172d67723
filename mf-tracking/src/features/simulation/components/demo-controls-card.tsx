import CarOutlined from '@ant-design/icons/es/icons/CarOutlined';
import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import Button from 'antd/es/button';
import { demoStrings } from '../../../common/strings';

const HEADING_ID = 'mft-demo-title';

interface DemoControlsCardProps {
  simulating: boolean;
  onSimulate: () => void;
}

export function DemoControlsCard({ simulating, onSimulate }: DemoControlsCardProps) {
  return (
    <section className="elite-card mft-card mft-demo" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="elite-card-title">
        {demoStrings.title}
      </h2>
      <p className="mft-demo-note">
        <ExperimentOutlined className="mft-demo-note-icon" aria-hidden />
        <span>{demoStrings.note}</span>
      </p>
      <Button
        type="primary"
        size="large"
        block
        // Pressed before the page's code has run, it is pressed again once it has (shell, early presses).
        disabled={simulating}
        icon={simulating ? <LoadingOutlined aria-hidden /> : <CarOutlined aria-hidden />}
        onClick={onSimulate}
      >
        {simulating ? demoStrings.simulating : demoStrings.simulate}
      </Button>
    </section>
  );
}
