/**
 * Every machine the product runs on, for the statechart studio and the model-based tests.
 * Add a machine here (with its entry in ./registry) and it is drawn and path-tested.
 */
import { authEntry } from './registry/auth';
import { postingStepperEntry } from './registry/posting-stepper';
import type { MachineEntry } from './registry/types';

export const machineRegistry: readonly MachineEntry[] = [authEntry, postingStepperEntry];

export type { MachineEntry, StateDoc, UiProbe } from './registry/types';
