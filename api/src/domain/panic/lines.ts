/**
 * The humorous "loading" lines the panic dialog shows while the button pulses for 10 seconds.
 */
import { randomInt } from 'node:crypto';

export const panicLines: readonly string[] = [
  'Deploying emergency grill tongs…',
  'Alerting the neighborhood dad network…',
  'Locating the nearest folding chair…',
  'Warming up the minivan…',
  'Consulting the junk drawer for a solution…',
  'Dispatching a dad with a flashlight and strong opinions…',
  'Checking the thermostat on the way out…',
  'Unrolling the emergency duct tape…',
  'Summoning backup from the hardware store…',
  'Loading one (1) encouraging fist bump…',
  'Finding the good extension cord…',
  'Preheating the emergency pancakes…',
  'Measuring twice, rescuing once…',
  'Putting on the cargo shorts of courage…',
  'Asking the GPS for the scenic route to you…',
  'Bringing snacks, because every crisis needs snacks…',
  'Tightening the screws on the situation…',
  'Grabbing the ladder, the good one…',
  'Rallying the dads from the cookout…',
  'Sending a dad joke to lighten the mood…',
  'Rebooting the router, just in case…',
];

export function randomPanicLine(): string {
  return panicLines[randomInt(panicLines.length)]!;
}
