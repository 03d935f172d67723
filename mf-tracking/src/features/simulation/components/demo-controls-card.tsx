import CarOutlined from '@ant-design/icons/es/icons/CarOutlined';
import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { useHydrated } from '@elite/web-kit';
import Button from 'antd/es/button';
import { demoStrings } from '../../../common/strings';

const HEADING_ID = 'mft-demo-title';

interface DemoControlsCardProps {
  simulating: boolean;
  onSimulate: () => void;
}

export function DemoControlsCard({ simulating, onSimulate }: DemoControlsCardProps) {
  // Drawn by the server before its code has run: the button answers once the page is taken over.
  const hydrated = useHydrated();
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
        disabled={simulating || !hydrated}
        icon={simulating ? <LoadingOutlined aria-hidden /> : <CarOutlined aria-hidden />}
        onClick={onSimulate}
      >
        {simulating ? demoStrings.simulating : demoStrings.simulate}
      </Button>
    </section>
  );
}
