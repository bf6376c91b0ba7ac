import { checkTransition, type MachineState, type StateMachine } from '@chairside/domain';
import { ApiError } from '../../http/api-error';

/**
 * Every state change of an order, its payment or shipment, or a cart goes through here: the domain's transition
 * table decides, and a change it does not allow is 409 naming the current and the requested state.
 */
export function changeState<M extends StateMachine>(machine: M, from: string | null, to: MachineState<M>) {
  const check = checkTransition(machine, from ?? '', to);
  if (check.ok) return to;
  const current = from ?? 'none';
  throw new ApiError(409, 'InvalidStateTransition', `The ${machine} state cannot change from ${current} to ${to}.`, {
    machine,
    currentState: current,
    requestedState: to,
  });
}
