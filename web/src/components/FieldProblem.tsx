/**
 * A form's problem, announced as it appears: under the field it concerns (which points at it with
 * aria-describedby and its `id`), or above the form's buttons. Nothing shows without a message.
 */
export function FieldProblem({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
