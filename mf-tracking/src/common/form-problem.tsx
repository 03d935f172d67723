/** Why a form of the ride page posted without JavaScript was refused, beside its button (usePostedForm). */
export function FormProblem({ message }: { message: string | undefined }) {
  return message ? (
    <p className="mft-manage-problem" role="alert">
      {message}
    </p>
  ) : null;
}
