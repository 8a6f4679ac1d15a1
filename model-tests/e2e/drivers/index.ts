/**
 * The UI driver of each registered machine, by registry id. Every machine in the registry needs
 * one: `npm run test:model` fails naming each transition that has no UI path.
 */
import type { DriverWorld, MachineDriver } from '../driver';
import { authDriver } from './auth';
import { chatMessageDriver } from './chat-message';
import { paymentDriver } from './payment';
import { listingLifecycleDriver } from './listing-lifecycle';
import { postingStepperDriver } from './posting-stepper';
import { predictionDriver } from './prediction';

/** Drivers are generic in their world; the runner only passes a driver its own world back. */
const driver = <TWorld extends DriverWorld>(value: MachineDriver<TWorld>) => value as unknown as MachineDriver;

export const machineDrivers: Readonly<Record<string, MachineDriver>> = {
  auth: driver(authDriver),
  payment: driver(paymentDriver),
  'listing-lifecycle': driver(listingLifecycleDriver),
  'posting-stepper': driver(postingStepperDriver),
  prediction: driver(predictionDriver),
  'chat-message': driver(chatMessageDriver),
};
