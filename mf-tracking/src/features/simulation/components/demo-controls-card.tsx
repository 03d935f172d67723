import CarOutlined from '@ant-design/icons/es/icons/CarOutlined';
import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { FORM_NAME_FIELD } from '@elite/contracts/constants';
import { usePostedForm } from '@elite/web-kit';
import Button from 'antd/es/button';
import { FormProblem } from '../../../common/form-problem';
import { demoStrings } from '../../../common/strings';

/** The form that starts the simulation; posted without JavaScript, the server answers it (server-actions.ts). */
export const SIMULATE_FORM = 'simulate';
const HEADING_ID = 'mft-demo-title';

interface DemoControlsCardProps {
  simulating: boolean;
  onSimulate: () => void;
}

/**
 * Demo Controls (docs/product.md §4): a form, so that a press before the page's code has arrived
 * posts it and the server starts the simulation; with the code, it starts in place.
 */
export function DemoControlsCard({ simulating, onSimulate }: DemoControlsCardProps) {
  const refused = usePostedForm(SIMULATE_FORM)?.message;
  return (
    <section className="elite-card mft-card mft-demo" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="elite-card-title">
        {demoStrings.title}
      </h2>
      <p className="mft-demo-note">
        <ExperimentOutlined className="mft-demo-note-icon" aria-hidden />
        <span>{demoStrings.note}</span>
      </p>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onSimulate();
        }}
      >
        <input type="hidden" name={FORM_NAME_FIELD} value={SIMULATE_FORM} />
        <Button
          type="primary"
          size="large"
          block
          htmlType="submit"
          disabled={simulating}
          icon={simulating ? <LoadingOutlined aria-hidden /> : <CarOutlined aria-hidden />}
        >
          {simulating ? demoStrings.simulating : demoStrings.simulate}
        </Button>
        <FormProblem message={refused} />
      </form>
    </section>
  );
}
